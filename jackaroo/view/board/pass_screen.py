"""The "Pass to <name>" screen of a hot-seat game: a panel over the hand, with one button.

It covers the hand's place inside the loop (:data:`layout.PASS_RECT`) so the next person can take
the seat without seeing the previous hand; its button ("<name>, show my cards") asks the scene to
show the new hand.  The board around it stays visible.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsProxyWidget,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QPushButton,
)

from ..text.bidi import fill
from . import layout


class PassScreen(QObject):
    """The panel's items (added to a scene by the caller through :attr:`panel`); ``accepted`` is
    emitted when its button is pressed.  :meth:`set_name` names the next player."""

    accepted = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        rect = layout.PASS_RECT
        self.panel = QGraphicsRectItem(rect)
        self.panel.setBrush(QBrush(QColor(18, 40, 32, 240)))
        self.panel.setPen(QPen(QColor("#f5e6c8"), 3))
        self.panel.setZValue(60)
        self.title = QGraphicsSimpleTextItem(self.panel)
        font = QFont()
        font.setPointSizeF(22)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setBrush(QColor("#fdf6e3"))
        self.note = QGraphicsSimpleTextItem(self.panel)
        small = QFont()
        small.setPointSizeF(12)
        self.note.setFont(small)
        self.note.setBrush(QColor("#e8dcc0"))
        self.button = QPushButton()
        self.button.setStyleSheet("font-size: 16px; padding: 8px 18px;")
        self.button.clicked.connect(self.accepted)
        self.proxy = QGraphicsProxyWidget(self.panel)
        self.proxy.setWidget(self.button)
        self.name = ""

    def set_name(self, name: str) -> None:
        """Ask the player called ``name`` to take the seat: "Pass to ``name``"."""
        self.name = name
        self.set_texts(
            fill(QCoreApplication.translate("Board", "Pass to {name}"), name=name),
            QCoreApplication.translate("Board", "The other players look away."),
            fill(QCoreApplication.translate("Board", "{name}, show my cards"), name=name),
        )

    def set_turn_over(self, name: str, notes: tuple[str, ...]) -> None:
        """Tell ``name``, at the seat, what ended their turn without their own play (``notes``),
        before the game is passed on."""
        self.name = name
        self.set_texts(
            fill(QCoreApplication.translate("Board", "{name}, your turn is over"), name=name),
            "\n".join(notes),
            QCoreApplication.translate("Board", "OK"),
        )

    def set_texts(self, title: str, note: str, button: str) -> None:
        """The panel's title, note and button, centred in :data:`layout.PASS_RECT`."""
        self.title.setText(title)
        self.note.setText(note)
        self.button.setText(button)
        self.button.adjustSize()
        self.proxy.resize(self.button.sizeHint())
        for item, centre in (
            (self.title, layout.PASS_TITLE),
            (self.note, layout.PASS_NOTE),
            (self.proxy, layout.PASS_BUTTON),
        ):
            size = item.boundingRect()
            item.setPos(centre - QPointF(size.width() / 2, size.height() / 2))
