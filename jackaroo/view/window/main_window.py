"""The main window: the board view, the players' panels, the play controls, the log and the menus.

The window only shows things and offers actions; the controller connects to its signals and
QActions and decides what happens.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...model.state import GameState
from ..board.palette import VIEW_BACKGROUND
from ..board.scene import BoardScene
from ..board.themes import THEME_NAMES, theme_label
from ..online.panel import OnlinePanel
from ..settings.preferences import (
    DEFAULT_DELAY_MS,
    DEFAULT_SPEED,
    DELAYS_MS,
    SPEEDS,
    delay_label,
    speed_labels,
)
from ..text.language import language_names
from .log_panel import LogPanel
from .panels import Banner, PlayerPanel
from .replay_bar import ReplayBar

__all__ = ["SPEEDS", "BoardView", "MainWindow"]


#: the side panel's narrowest and widest (pixels): narrower only when the board needs the room
SIDE_WIDTHS = (250, 330)


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
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(360, 360)
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

    def sizeHint(self) -> QSize:
        return QSize(800, 760)


class MainWindow(QMainWindow):
    """Board on one side, panels, controls and log on the other (mirrored for right-to-left)."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Jackaroo"))
        self.scene = scene
        scene.setParent(self)  # the window owns the scene (and its animator)
        self.view = BoardView(scene)
        side = self.side = QWidget()
        side.setFixedWidth(SIDE_WIDTHS[1])
        column = QVBoxLayout(side)
        column.setContentsMargins(6, 6, 6, 6)
        self.panels = [PlayerPanel(seat) for seat in range(4)]
        for panel in self.panels:
            column.addWidget(panel)
        self.banner = Banner()
        column.addWidget(self.banner)
        self.replay_bar = ReplayBar()
        self.replay_bar.hide()
        column.addWidget(self.replay_bar)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumHeight(40)
        column.addWidget(self.prompt)
        split_row = QHBoxLayout()
        self.split_label = QLabel(self.tr("Seven split, first marble:"))
        self.split_label.setWordWrap(True)
        self.split_box = QSpinBox()
        self.split_box.setRange(1, 6)
        self.split_box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        split_row.addWidget(self.split_label)
        split_row.addWidget(self.split_box)
        column.addLayout(split_row)
        distance_row = QHBoxLayout()
        self.distance_label = QLabel(self.tr("Move by:"))
        self.distance_box = QComboBox()
        self.distance_box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        distance_row.addWidget(self.distance_label)
        distance_row.addWidget(self.distance_box, 1)
        column.addLayout(distance_row)
        buttons = QHBoxLayout()
        self.play_button = QPushButton(self.tr("&Play"))
        self.deselect_button = QPushButton(self.tr("&Deselect"))
        # "H&int", not "&Hint": Alt+H opens the Help menu (two Alt+H would make both dead); the
        # controller also gives it the plain H key
        self.hint_button = QPushButton(self.tr("H&int"))
        self.hint_button.setToolTip(self.tr("Show what the Expert CPU would play (H)"))
        for button in (self.play_button, self.deselect_button, self.hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        column.addLayout(buttons)
        column.addWidget(QLabel(self.tr("Log")))
        self.log = LogPanel()
        self.log.setMaximumBlockCount(5000)
        column.addWidget(self.log, 1)
        #: online play: chat and the table's buttons (hidden offline)
        self.online_panel = OnlinePanel()
        self.online_panel.hide()
        column.addWidget(self.online_panel, 1)
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.view, 1)
        row.addWidget(side)
        self.setCentralWidget(central)
        self.set_split_visible(False)
        self.set_distances(())
        self._build_menus()
        self.resize(1280, 800)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The board keeps the window's height where it can: the side panel gives up width first
        (:data:`SIDE_WIDTHS`), so a small window still shows a board whose cells can be read."""
        super().resizeEvent(event)
        central = self.centralWidget()
        board = central.height() if central is not None else self.height()
        low, high = SIDE_WIDTHS
        width = max(low, min(high, self.width() - board))
        if width != self.side.width():
            self.side.setFixedWidth(width)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = QAction(self.tr("&Open game…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.save_action = QAction(self.tr("&Save game…"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.online_action = QAction(self.tr("Play on&line…"), self)
        self.save_record_action = QAction(self.tr("Save &record…"), self)
        self.replay_action = QAction(self.tr("Re&play…"), self)
        self.review_action = QAction(self.tr("Re&view game…"), self)
        self.review_action.setToolTip(self.tr("Your decisions against Expert's, with their chances to win"))
        self.export_log_action = QAction(self.tr("&Export log…"), self)
        self.stats_action = QAction(self.tr("S&tatistics…"), self)
        self.high_scores_action = QAction(self.tr("&High scores…"), self)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        game.addAction(self.new_action)
        game.addAction(self.online_action)
        game.addAction(self.open_action)
        game.addAction(self.save_action)
        game.addAction(self.save_record_action)
        game.addSeparator()
        game.addAction(self.replay_action)
        game.addAction(self.review_action)
        game.addAction(self.export_log_action)
        game.addAction(self.stats_action)
        game.addAction(self.high_scores_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = bar.addMenu(self.tr("&View"))
        speed = view.addMenu(self.tr("Animation &speed"))
        self.speed_group = QActionGroup(self)
        for factor, label in speed_labels().items():
            action = QAction(label, self, checkable=True)
            action.setData(factor)
            action.setChecked(factor == DEFAULT_SPEED)
            self.speed_group.addAction(action)
            speed.addAction(action)
        themes = view.addMenu(self.tr("T&heme"))
        self.theme_group = QActionGroup(self)
        for name in THEME_NAMES:
            action = QAction(theme_label(name), self, checkable=True)
            action.setData(name)
            action.setChecked(name == THEME_NAMES[0])
            self.theme_group.addAction(action)
            themes.addAction(action)
        delay = view.addMenu(self.tr("CPU &delay"))
        self.delay_group = QActionGroup(self)
        for ms in DELAYS_MS:
            action = QAction(delay_label(ms), self, checkable=True)
            action.setData(ms)
            action.setChecked(ms == DEFAULT_DELAY_MS)
            self.delay_group.addAction(action)
            delay.addAction(action)
        self.traps_action = QAction(self.tr("Show &traps"), self, checkable=True)
        view.addAction(self.traps_action)
        self.symbols_action = QAction(self.tr("&Colour-blind symbols"), self, checkable=True)
        self.symbols_action.setToolTip(self.tr("Mark each colour's marbles and cells with its own symbol"))
        view.addAction(self.symbols_action)
        self.sound_action = QAction(self.tr("S&ound effects"), self, checkable=True)
        self.sound_action.setChecked(True)
        view.addAction(self.sound_action)
        self.notation_action = QAction(self.tr("Show &notation"), self, checkable=True)
        self.notation_action.setToolTip(self.tr("Also show the game notation of every action in the log"))
        view.addAction(self.notation_action)
        self.turn_board_action = QAction(self.tr("&Turn the board to the player"), self, checkable=True)
        self.turn_board_action.setToolTip(
            self.tr("With several people at this computer, the one to play sits at the bottom")
        )
        self.turn_board_action.setChecked(True)
        view.addAction(self.turn_board_action)
        language = view.addMenu(self.tr("&Language"))
        self.language_group = QActionGroup(self)
        for code, name in language_names().items():
            action = QAction(name, self, checkable=True)
            action.setData(code)
            self.language_group.addAction(action)
            language.addAction(action)
        options = bar.addMenu(self.tr("&Options"))
        self.strict_action = QAction(
            self.tr("&Strict rules: an invalid play discards the card"), self, checkable=True
        )
        options.addAction(self.strict_action)
        self.auto_drop_action = QAction(
            self.tr("&Drop automatically when no card has a move"), self, checkable=True
        )
        self.auto_drop_action.setChecked(True)
        options.addAction(self.auto_drop_action)
        options.addSeparator()
        self.settings_action = QAction(self.tr("S&ettings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)  # none on some platforms
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        options.addAction(self.settings_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = QAction(self.tr("&Rules"), self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.about_action = QAction(self.tr("&About Jackaroo"), self)
        self.lessons_action = QAction(self.tr("&Lessons…"), self)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.lessons_action)
        help_menu.addAction(self.about_action)

    def refresh_look(self) -> None:
        """Show the theme now in :mod:`.palette` (after :func:`themes.apply_theme`)."""
        self.view.refresh_look()
        self.scene.refresh_look()
        for panel in self.panels:
            panel.refresh_look()
        for widget in self.findChildren(QWidget):  # style-sheeted widgets take the new palette
            widget.style().unpolish(widget)
            widget.style().polish(widget)
            widget.update()

    def set_symbols(self, on: bool) -> None:
        """Colour-blind symbols on the board and on the players' panels."""
        self.scene.set_show_symbols(on)
        for panel in self.panels:
            panel.set_symbols(on)

    def set_split_visible(self, visible: bool) -> None:
        self.split_label.setVisible(visible)
        self.split_box.setVisible(visible)

    def set_distances(self, options: tuple[tuple[str, int], ...], current: int = 0) -> None:
        """Offer a move's distances (label and the value it stands for; e.g. a classic Ace's 1 or 11)
        in the distance chooser with ``current`` chosen; hidden for no options.  Emits no signal."""
        box = self.distance_box
        box.blockSignals(True)
        wanted = [(label, value) for label, value in options]
        shown = [(box.itemText(i), box.itemData(i)) for i in range(box.count())]
        if shown != wanted:
            box.clear()
            for label, value in options:
                box.addItem(label, value)
        index = box.findData(current)
        box.setCurrentIndex(max(index, 0))
        box.blockSignals(False)
        self.distance_label.setVisible(bool(options))
        box.setVisible(bool(options))

    def show_state(self, state: GameState) -> None:
        """Refresh the players' panels."""
        for panel in self.panels:
            panel.show_state(state)

    def log_lines(self) -> list[str]:
        """The log's lines as shown, oldest first."""
        return self.log.lines()
