"""What the people around a hot-seat table see and do, for the tests of the paths they take.

Looking is reading what is drawn (the cards face up at the bottom of the board, the panel over the
hand, the home screen); acting is a real key or click (:mod:`support.person`).  Modal dialogs are
answered by clicking their buttons as they show (:class:`Answerer`).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from jackaroo.view.dialogs.start import StartDialog

from .person import click_in_modal


def face_up_cards(controller) -> list:
    """The cards of the hand at the bottom of the board drawn face up (a card played, on its way to
    the Firepit, is everybody's to see: not counted)."""
    return [item.card for item in controller.scene.hand if item.card is not None and item.isVisible()]


def face_up_owner(controller) -> str | None:
    """The name of the seat whose hand lies face up at the bottom (None: no card face up)."""
    scene = controller.scene
    state = scene.state
    if state is None or not face_up_cards(controller):
        return None
    return state.names[scene.human_seat]


def cover(controller) -> tuple[str, str] | None:
    """What the panel over the hand asks (its title and its button's text), None when it is down."""
    panel = controller.scene.pass_screen
    if panel is None or not panel.panel.isVisible():
        return None
    return panel.title.text(), panel.button.text().replace("&", "")


class Answerer:
    """Answers every modal dialog that shows while it is on, as a person does: a question by its
    Yes-like or its No-like button (by :attr:`agree`), the start dialog by its OK button.  Writes
    down what each question said."""

    def __init__(self) -> None:
        self.agree = False
        #: the seed typed into the start dialog (None: none typed)
        self.seed: int | None = None
        self.questions: list[str] = []
        self.dialogs: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _look(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            return
        if isinstance(dialog, QMessageBox):
            self.questions.append(dialog.text())
            wanted = (
                (QMessageBox.ButtonRole.YesRole, QMessageBox.ButtonRole.AcceptRole)
                if self.agree
                else (QMessageBox.ButtonRole.NoRole, QMessageBox.ButtonRole.RejectRole)
            )
            for button in dialog.buttons():
                if dialog.buttonRole(button) in wanted:
                    click_in_modal(button.text().replace("&", ""))(dialog)
                    return
            dialog.reject()  # a message without such a button: the person closes it
            return
        if isinstance(dialog, StartDialog):
            self.dialogs.append(dialog.windowTitle())
            if self.seed is not None:  # typed, so that the game is the same each time the test runs
                edit = dialog.seed_edit
                QTest.mouseClick(
                    edit, Qt.MouseButton.LeftButton, pos=QPoint(edit.width() // 2, edit.height() // 2)
                )
                QTest.keyClicks(dialog.seed_edit, str(self.seed))
            click_in_modal("Play")(dialog)
            return
        if isinstance(dialog, QDialog):  # the game-over dialog and the like: the person closes it
            self.dialogs.append(dialog.windowTitle())
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
