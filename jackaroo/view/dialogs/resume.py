"""The question asked at start when an unfinished game was kept: what it is, and a picture of it.

:class:`ResumeDialog` shows the kept game's rules, round, seats (name, colour, who plays them) and
when it was kept, beside a thumbnail of its board drawn by the game's own scene
(:func:`board_thumbnail`), and offers Resume or New game.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QLocale
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QMessageBox, QWidget

from ...model.cards import CardTable
from ...model.players import EMPTY_SEAT
from ...model.state import GameState
from ..board.image import board_image
from ..board.scene import BoardScene
from ..text.names import level_name, ruleset_name, seat_colour_name

THUMBNAIL = 240  # pixels, the thumbnail's width and height


def board_thumbnail(state: GameState, cards: CardTable, seat: int = 0, size: int = THUMBNAIL) -> QPixmap:
    """``state``'s board seen from ``seat``, drawn by a :class:`BoardScene` into a ``size`` square."""
    scene = BoardScene(cards, seat)
    scene.sync(state)
    image = board_image(scene, scene.sceneRect(), size, size)
    scene.deleteLater()
    return QPixmap.fromImage(image)


class ResumeDialog(QMessageBox):
    """Resume the kept game (``exec()`` returns :data:`RESUME`) or start a new one."""

    RESUME = QMessageBox.StandardButton.Yes

    def __init__(
        self,
        state: GameState,
        cards: CardTable,
        saved: datetime | None = None,
        seat: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Jackaroo"))
        self.setText(self.tr("Resume your unfinished game?"))
        self.setInformativeText(self.details(state, saved))
        self.setIconPixmap(board_thumbnail(state, cards, seat))
        self.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        self.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Resume"))
        self.button(QMessageBox.StandardButton.No).setText(self.tr("&New game"))
        self.setDefaultButton(QMessageBox.StandardButton.Yes)

    def details(self, state: GameState, saved: datetime | None) -> str:
        """The kept game in a few lines: rules and round, each seat, when it was kept."""
        lines = [
            self.tr("{rules}, round {round}").format(rules=ruleset_name(state.ruleset), round=state.round)
        ]
        for seat, player in enumerate(state.players):
            if player != EMPTY_SEAT:
                lines.append(
                    self.tr("{name}: {colour}, {player}").format(
                        name=state.names[seat],
                        colour=seat_colour_name(state, seat),
                        player=level_name(player),
                    )
                )
        if saved is not None:
            when = QLocale().toString(saved, QLocale.FormatType.ShortFormat)
            lines.append(self.tr("Kept {when}").format(when=when))
        return "\n".join(lines)
