"""The main window: the board view, the players' panels, the play controls, the log and the menus.

The window only shows things and offers actions; the controller connects to its signals and
QActions and decides what happens.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...model.state import GameState
from ..board.palette import BOARD_TEXT
from ..board.scene import BoardScene
from ..board.themes import THEME_NAMES, theme_label
from ..dialogs.screen_fit import fit_window
from ..online.invitation_line import InvitationLine
from ..online.panel import OnlinePanel
from ..online.table import TablePanel
from ..settings.preferences import (
    DEFAULT_DELAY_MS,
    DEFAULT_SPEED,
    DELAYS_MS,
    SPEEDS,
    delay_label,
    speed_labels,
)
from ..text.language import language_names
from .board_view import BoardView
from .home import HomeScreen
from .log_panel import LogPanel
from .panels import Banner, PlayerPanel
from .replay_bar import ReplayBar
from .review_panel import ReviewPanel
from .side_area import SIDE_WIDTHS, SideArea, SideColumn
from .since_strip import SinceStrip
from .sound_buttons import SoundButtons

__all__ = ["SPEEDS", "BoardView", "MainWindow"]


#: the window's size when the app starts (pixels), where the screen has the room
DEFAULT_SIZE = (1280, 800)


def text_width(button: QPushButton, *texts: str) -> int:
    """The least width of ``button`` that shows the longest of ``texts`` whole, its frame and margins
    included, in pixels."""
    style = button.style()
    frame = 2 * (
        style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin)
        + style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
    )
    metrics = button.fontMetrics()
    return max(metrics.horizontalAdvance(text.replace("&", "")) for text in texts) + frame


class MainWindow(QMainWindow):
    """Board on one side, panels, controls and log on the other (mirrored for right-to-left)."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Jackaroo"))
        self.scene = scene
        scene.setParent(self)  # the window owns the scene (and its animator)
        self.view = BoardView(scene)
        #: the side panel, in a frame that scrolls it when the window is short
        side = self.side = SideArea(self._build_side(), SIDE_WIDTHS[1])
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.view, 1)
        row.addWidget(side)
        self.setCentralWidget(central)
        self.set_split_visible(False)
        self.set_distances(())
        #: what the table shows when no game is on it
        self.home = self.view.home = HomeScreen(self.view)
        self.home.hide()
        #: an online table before its game (hidden otherwise)
        self.table_panel = self.view.table_panel = TablePanel(self.view)
        self.table_panel.hide()
        self._build_menus()
        self.sound_buttons = self.view.sound_buttons = SoundButtons(
            self.music_action, self.sound_action, self.view
        )
        self.sound_buttons.refresh_look(BOARD_TEXT)
        self.resize(*DEFAULT_SIZE)

    def _build_side(self) -> QWidget:
        """The side panel: a panel per player, the banner, friends' invitations, the replay bar, the
        prompt, the play controls, what happened since the person's last turn, the log (or the game
        review in its place) and the online panel."""
        side = SideColumn()
        column = side.first
        self.panels = [PlayerPanel(seat) for seat in range(4)]
        self.banner, self.invitation_line = Banner(), InvitationLine()
        for widget in (*self.panels, self.banner, self.invitation_line):
            column.addWidget(widget)
        self.replay_bar = ReplayBar()
        self.replay_bar.hide()
        column.addWidget(self.replay_bar)
        #: says that the game in progress is assisted (a move was taken back)
        self.assisted = QLabel(self.tr("Assisted game: a move was taken back (no high score)"))
        self.assisted.setObjectName("assisted")
        self.assisted.setStyleSheet(
            "color: #6d4c00; background: #fff1cc; border-radius: 4px; padding: 3px 6px"
        )
        self.assisted.setWordWrap(True)
        self.assisted.hide()
        column.addWidget(self.assisted)
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # names come from other players online
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumHeight(40)
        column.addWidget(self.prompt)
        self._build_controls(column)
        self.since_strip = SinceStrip()
        self.since_strip.hide()
        column.addWidget(self.since_strip, 1)  # a share of spare room, up to its most lines
        self.log_label = QLabel(self.tr("Log"))
        column.addWidget(self.log_label)
        self.log = LogPanel()
        self.log.setMaximumBlockCount(5000)
        column.addWidget(self.log, 2)  # the log keeps more room than the chat below it
        self.review_panel = ReviewPanel()
        self.review_panel.hide()
        column.addWidget(self.review_panel, 1)
        #: online play: chat and the table's buttons (hidden offline)
        self.online_panel = OnlinePanel()
        self.online_panel.hide()
        column.addWidget(self.online_panel, 1)
        side.set_second(self.online_panel, self.banner, self.invitation_line)  # beside the game's, given room
        return side

    def _build_controls(self, column: QVBoxLayout) -> None:
        """The Seven's split, an Ace's distance, and Play, Deselect and Hint."""
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
        texts = {self.hint_button: (self.hint_button.text(), self.tr("Thinking…"))}
        for button in (self.play_button, self.deselect_button, self.hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            # as narrow as its words allow (not the style's usual 80 px): three fit a narrow panel
            button.setMinimumWidth(text_width(button, *texts.get(button, (button.text(),))))
            buttons.addWidget(button)
        column.addLayout(buttons)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The board keeps the window's height where it can: the side panel gives up width first
        (:data:`SIDE_WIDTHS`), so a small window still shows a board whose cells can be read."""
        super().resizeEvent(event)
        central = self.centralWidget()
        self.side.offer(self.width() - (central.height() if central is not None else self.height()))

    def _build_menus(self) -> None:
        bar = self.menuBar()
        #: the Game menu (its items for the game on the table are enabled as it opens)
        self.game_menu = bar.addMenu(self.tr("&Game"))
        self._build_game_menu(self.game_menu)
        self._build_view_menu(bar.addMenu(self.tr("&View")))
        self._build_options_menu(bar.addMenu(self.tr("&Options")))
        self._build_help_menu(bar.addMenu(self.tr("&Help")))

    def _action(
        self,
        text: str,
        shortcut: QKeySequence.StandardKey | str | None = None,
        *,
        tip: str = "",
        checkable: bool = False,
        checked: bool = False,
    ) -> QAction:
        """A menu action of this window: ``text``, an optional shortcut, tool tip and check mark."""
        action = QAction(text, self, checkable=checkable)
        if shortcut is not None:
            action.setShortcut(shortcut)
        if tip:
            action.setToolTip(tip)
        if checkable:
            action.setChecked(checked)
        return action

    def _choices(self, menu: QMenu, title: str, choices: dict[object, str], chosen: object) -> QActionGroup:
        """A sub-menu ``title`` of ``menu`` with one exclusive checkable action per choice (its data:
        the key of ``choices``, its text: the value), ``chosen`` checked."""
        submenu = menu.addMenu(title)
        group = QActionGroup(self)
        for key, label in choices.items():
            action = QAction(label, self, checkable=True)
            action.setData(key)
            action.setChecked(key == chosen)
            group.addAction(action)
            submenu.addAction(action)
        return group

    def _build_game_menu(self, game: QMenu) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New game…"), keys.New)
        self.open_action = self._action(self.tr("&Open game…"), keys.Open)
        self.save_action = self._action(self.tr("&Save game…"), keys.Save)
        self.online_action = self._action(self.tr("Play on&line…"))
        self.save_record_action = self._action(self.tr("Save &record…"))
        self.replay_action = self._action(self.tr("Re&play…"))
        self.review_action = self._action(
            self.tr("Re&view game…"),
            tip=self.tr("Your decisions against Expert's, with their chances to win"),
        )
        self.export_log_action = self._action(self.tr("&Export log…"))
        self.stats_action = self._action(self.tr("S&tatistics…"))
        self.high_scores_action = self._action(self.tr("&High scores…"))
        self.quit_action = self._action(self.tr("&Quit"), keys.Quit)
        self.take_back_action = self._action(
            self.tr("&Take back"),
            keys.Undo,
            tip=self.tr("Undo your last action and the CPUs' since (the game then counts as assisted)"),
        )
        self.redo_action = self._action(self.tr("&Redo"), QKeySequence("Ctrl+Shift+Z"))
        for action in (self.new_action, self.online_action, self.open_action, self.save_action):
            game.addAction(action)
        game.addAction(self.save_record_action)
        game.addSeparator()
        game.addAction(self.take_back_action)
        game.addAction(self.redo_action)
        game.addSeparator()
        for action in (self.replay_action, self.review_action, self.export_log_action, self.stats_action):
            game.addAction(action)
        game.addAction(self.high_scores_action)
        game.addSeparator()
        game.addAction(self.quit_action)

    def _build_view_menu(self, view: QMenu) -> None:
        self.speed_group = self._choices(view, self.tr("Animation &speed"), speed_labels(), DEFAULT_SPEED)
        themes = {name: theme_label(name) for name in THEME_NAMES}
        self.theme_group = self._choices(view, self.tr("T&heme"), themes, THEME_NAMES[0])
        delays = {ms: delay_label(ms) for ms in DELAYS_MS}
        self.delay_group = self._choices(view, self.tr("CPU &delay"), delays, DEFAULT_DELAY_MS)
        self.traps_action = self._action(self.tr("Show &traps"), checkable=True)
        self.symbols_action = self._action(
            self.tr("&Colour-blind symbols"),
            tip=self.tr("Mark each colour's marbles and cells with its own symbol"),
            checkable=True,
        )
        self.sound_action = self._action(self.tr("S&ound effects"), checkable=True, checked=True)
        self.music_action = self._action(self.tr("&Music"), checkable=True, checked=True)
        self.notation_action = self._action(
            self.tr("Show &notation"),
            tip=self.tr("Also show the game notation of every action in the log"),
            checkable=True,
        )
        self.turn_board_action = self._action(
            self.tr("&Turn the board to the player"),
            tip=self.tr("With several people at this computer, the one to play sits at the bottom"),
            checkable=True,
            checked=True,
        )
        view.setToolTipsVisible(True)  # why sound is off, where it cannot play
        for action in (self.traps_action, self.symbols_action, self.sound_action, self.music_action):
            view.addAction(action)
        view.addAction(self.notation_action)
        view.addAction(self.turn_board_action)
        self.language_group = self._choices(view, self.tr("&Language"), language_names(), None)

    def _build_options_menu(self, options: QMenu) -> None:
        self.strict_action = self._action(
            self.tr("&Strict rules: an invalid play discards the card"), checkable=True
        )
        self.auto_drop_action = self._action(
            self.tr("&Drop for me when no card has a move, whichever card"), checkable=True, checked=False
        )
        # no Preferences shortcut on some platforms
        self.settings_action = self._action(self.tr("S&ettings…"), QKeySequence.StandardKey.Preferences)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        options.addAction(self.strict_action)
        options.addAction(self.auto_drop_action)
        options.addSeparator()
        options.addAction(self.settings_action)

    def _build_help_menu(self, help_menu: QMenu) -> None:
        self.rules_action = self._action(self.tr("&Rules"), QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.tr("&About Jackaroo"))
        self.lessons_action = self._action(self.tr("&Lessons…"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.lessons_action)
        help_menu.addAction(self.about_action)

    def fit_to_screen(self) -> None:
        """:data:`DEFAULT_SIZE`, or less on a smaller screen (a laptop's 768 pixels hold the whole
        window, title bar and all); call before the window is first shown."""
        fit_window(self, *DEFAULT_SIZE)

    def show_home(self, shown: bool) -> None:
        """Show the home screen over the table (and no side panel: no game is on), or hide it; the
        focus goes to its default button, or back to the board."""
        self.home.setVisible(shown)
        self.side.setVisible(not shown)
        if shown:
            self.home.place(self.view.width(), self.view.height())
            self.home.raise_()
            self.home.default_button().setFocus()
        else:
            self.view.setFocus()

    def show_table_panel(self, shown: bool) -> None:
        """Show the online table's panel on the board (before its game: the home screen goes, the
        side panel with the chat comes), or hide it."""
        panel = self.table_panel
        if shown and not panel.isVisible():
            self.show_home(False)
            panel.show()
            panel.place(self.view.width(), self.view.height())
            panel.raise_()
        elif not shown:
            panel.hide()
        for seat in self.panels:
            seat.setVisible(not shown)

    @property
    def home_shown(self) -> bool:
        """Whether the home screen is up."""
        return self.home.isVisibleTo(self)

    def refresh_look(self) -> None:
        """Show the theme now in :mod:`.palette` (after :func:`themes.apply_theme`)."""
        self.view.refresh_look()
        self.scene.refresh_look()
        self.sound_buttons.refresh_look(BOARD_TEXT)
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

    def show_review(self, shown: bool, panels: bool = False) -> None:
        """The game review in the place of the log and the strip, the prompt, the play controls and
        (unless ``panels``: while the plays are judged) the players' panels, or all of them again.
        What goes is hidden before what comes shows: the window never grows to hold both."""
        controls = (self.prompt, self.play_button, self.deselect_button, self.hint_button)
        if shown:
            self.show_since(False)
        else:
            self.review_panel.hide()
        for widget in (*self.panels, *controls, self.log):
            widget.setVisible(not shown or (panels and widget in self.panels))
        self.log_label.setVisible(not shown)
        self.review_panel.setVisible(shown)

    def show_since(self, shown: bool) -> None:
        """Show (or hide) what happened since the person's last turn, just above the log, whose title
        it takes (the side panel keeps room for eight lines of log at 800×600)."""
        if shown:
            self.log_label.hide()
        self.since_strip.setVisible(shown)
        self.log_label.setVisible(not shown and self.log.isVisibleTo(self))

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
