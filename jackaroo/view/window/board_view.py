"""The board's view: the whole scene scaled to the widget, with what lies on the table over it (the
home screen, an online table before its game, the sound buttons in its corner)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QSizePolicy, QWidget

from ..board.palette import VIEW_BACKGROUND
from ..board.scene import BoardScene
from ..online.table import TablePanel
from .home import HomeScreen
from .sound_buttons import SoundButtons


class BoardView(QGraphicsView):
    """Shows the whole scene, scaled to the widget, antialiased."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # Items antialias inside their own paint(), which fills their caches; antialiasing the view
        # itself would only slow down blitting those caches (3-5x per frame, measured).
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the board takes the focus (a click, Tab): the game's keys act while it has it
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 360)
        # beside the side panel it takes what the panel leaves, never width the panel asks for
        # (the panel is as wide as its room: one column, or two at an online table)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, self.sizePolicy().verticalPolicy())
        #: the home screen, over the table when no game is on it (set by the window)
        self.home: HomeScreen | None = None
        #: an online table before its game, on the table (set by the window)
        self.table_panel: TablePanel | None = None
        #: the music and sound-effects buttons in the table's corner (set by the window)
        self.sound_buttons: SoundButtons | None = None
        # the board never mirrors (the direction of play is a rule); its words still read in their
        # own direction (Qt lays out each text by its script)
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.refresh_look()

    def refresh_look(self) -> None:
        """The view's own look, in the theme's colours; its tooltips (the cards') keep dark text on
        a light ground."""
        self.setStyleSheet(
            f"BoardView {{ border: none; background: {VIEW_BACKGROUND.name()} }}"
            " QToolTip { color: #1b1b1b; background: #fff8e1; border: 1px solid #8d6e63; padding: 3px }"
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        for overlay in (self.home, self.table_panel):
            if overlay is not None:
                overlay.place(self.width(), self.height())
        if self.sound_buttons is not None:
            self.sound_buttons.place(self.width())

    def sizeHint(self) -> QSize:
        return QSize(800, 760)
