"""Side-panel widgets: a panel per player, the error banner."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QWidget

from ...model.board import SAFE_START, SEATS, Colour
from ...model.players import EMPTY_SEAT, HUMAN
from ...model.state import GameState
from ..board.palette import COLOURS, ERROR, INFO, MUTED_TEXT, NEUTRAL, TEAM_COLOURS, contrast_ink, draw_symbol
from ..board.seats import team_numbers
from ..text.bidi import fill
from ..text.names import level_name

SWATCH = 16  # pixels


class Badge(QLabel):
    """A team's badge: as wide as its words on one line where the panel has the room for them, and
    where it has not (a narrow panel, long names), its words wrap inside it: never cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setIndent(0)  # (its padding is its room; an indent would wrap a line that fits)

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        around = margins.left() + margins.right() + 2 * self.margin() + 2  # (+2: rounding)
        width = self.fontMetrics().horizontalAdvance(self.text()) + around
        return QSize(width, self.heightForWidth(width))


class PlayerPanel(QFrame):
    """Name, colour, cards in hand and marbles Home / on the Track / safe; marks the current and
    the next player."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("playerPanel")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 2, 8, 2)  # four panels, compact: a 720-pixel window holds them
        grid.setVerticalSpacing(0)
        self.symbols = False
        self._colour: Colour | None = None
        self.swatch = QLabel()
        self.swatch.setFixedSize(SWATCH, SWATCH)
        self.name = QLabel()
        self.name.setStyleSheet("font-weight: bold")
        self.name.setWordWrap(True)  # a narrow side panel (a small window) wraps, never clips
        self.marker = QLabel()
        self.marker.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.details = QLabel()
        self.refresh_look()
        self.details.setWordWrap(True)
        #: the seat's team and partner (classic ruleset, four players); hidden otherwise
        self.team = Badge()
        self.team.hide()
        #: online play: whether the seat's person is connected or a CPU plays for them
        self.connection = QLabel()
        self.connection.setStyleSheet("color: #1d5e9e")
        self.connection.setWordWrap(True)  # "Connection dropped: a CPU takes over in 25 s" is long
        self.connection.hide()
        grid.addWidget(self.swatch, 0, 0)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.marker, 0, 2)
        grid.addWidget(self.details, 1, 1, 1, 2)
        badge = QHBoxLayout()  # (an aligned label would be given the height of its whole row's width)
        badge.addWidget(self.team)
        badge.addStretch(1)
        grid.addLayout(badge, 2, 1, 1, 2)
        grid.addWidget(self.connection, 3, 1, 1, 2)
        grid.setColumnStretch(1, 1)
        for label in (self.name, self.details, self.team, self.connection):
            label.setTextFormat(Qt.TextFormat.PlainText)  # names come from other players online

    def refresh_look(self) -> None:
        """The details in the theme's muted ink."""
        self.details.setStyleSheet(f"color: {MUTED_TEXT.name()}")

    def set_connection(self, text: str) -> None:
        """The seat's connection in words (online play); "" hides the line."""
        self.connection.setText(text)
        self.connection.setVisible(bool(text))

    def set_symbols(self, on: bool) -> None:
        """Show (or not) the colour-blind symbol of the seat's colour on its swatch."""
        self.symbols = on
        self._show_symbol()

    def _show_symbol(self) -> None:
        if not self.symbols or self._colour is None:
            self.swatch.clear()
            return
        ratio = 2  # drawn at twice the size, sharp on high-density screens too
        pixmap = QPixmap(SWATCH * ratio, SWATCH * ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = QPointF(SWATCH / 2, SWATCH / 2)
        draw_symbol(painter, centre, self._colour, COLOURS[self._colour], SWATCH * 0.33)
        painter.end()
        self.swatch.setPixmap(pixmap)

    def show_state(self, state: GameState) -> None:
        """Show ``state`` as seen for this panel's seat: an empty seat (classic, player ``none``) is
        marked so and nothing else; partners show their team."""
        seat = self.seat
        if state.players[seat] == EMPTY_SEAT:
            self._show_empty()
            return
        self.setEnabled(True)
        colour = COLOURS[state.colours[seat]]
        if state.colours[seat] is not self._colour:
            self._colour = state.colours[seat]
            self._show_symbol()
        self._style(self.swatch, f"background: {colour.name()}; border-radius: 8px")
        player = state.players[seat]
        if player == HUMAN or state.names[seat] == level_name(player):  # a CPU named by its level
            self.name.setText(state.names[seat])
        else:  # a CPU: its level beside its name
            self.name.setText(
                fill(self.tr("{name} · {level}"), name=state.names[seat], level=level_name(player))
            )
        cells = state.seat_locations(seat)
        home = sum(1 for c in cells if c < 0)
        safe = sum(1 for c in cells if c >= SAFE_START)
        self.details.setText(
            fill(
                self.tr("Cards: {cards}   Home {home} · Track {track} · Safe {safe}"),
                cards=len(state.hands[seat]),
                home=home,
                track=4 - home - safe,
                safe=safe,
            )
        )
        self._show_team(state)
        partners = (state.winner,) if state.winner is not None else ()
        if state.classic is not None and state.winner is not None:
            partners = state.classic.team_of(state.winner)
        if state.winner is not None:
            current, upcoming = seat in partners, False
        else:
            current = state.current == seat
            upcoming = _next_occupied(state) == seat
        if current and state.winner is not None:
            self.marker.setText(self.tr("Winner"))
        elif current:
            self.marker.setText(self.tr("▶ to play"))
        elif upcoming:
            self.marker.setText(self.tr("next"))
        else:
            self.marker.setText("")
        border = colour.name() if current else "transparent"
        self._style(self, f"#playerPanel {{ border: 2px solid {border}; border-radius: 6px; }}")
        self._lay_out()

    def _show_team(self, state: GameState) -> None:
        teams = team_numbers(state)
        if self.seat not in teams:
            self.team.hide()
            return
        assert state.classic is not None
        first, second = state.classic.team_of(self.seat)
        badge = TEAM_COLOURS[teams[self.seat]]
        self._style(  # a badge in the team's colour, as on the board's team marks
            self.team,
            f"color: {contrast_ink(badge).name()}; background: {badge.name()}; border: 1px solid #8a8a8a;"
            " border-radius: 9px; padding: 0px 9px; font-weight: bold",
        )
        self.team.setText(
            fill(
                self.tr("Team {number}: {first} & {second}"),
                number=teams[self.seat] + 1,
                first=state.names[first],
                second=state.names[second],
            )
        )
        self.team.show()

    def _show_empty(self) -> None:
        """An empty seat: its name says so, no colour, no counts, no marks."""
        self._colour = None
        self._show_symbol()
        self._style(self.swatch, f"background: {NEUTRAL.name()}; border-radius: 8px")
        self.name.setText(self.tr("Empty seat"))
        self.details.setText("")
        self.marker.setText("")
        self.team.hide()
        self.setEnabled(False)
        self._style(self, "#playerPanel { border: 2px solid transparent; border-radius: 6px; }")
        self._lay_out()

    def _lay_out(self) -> None:
        """Lay the panel out for its new words now if its layout would not: a request to lay it
        out that came while the panel was hidden (an online table before its game) is dropped,
        and the layout asks no more until it is laid out again, so that "Winner" kept the room of
        an empty mark, cut to nothing, and an empty mark the room of "next"."""
        layout = self.layout()
        if layout is not None:
            layout.activate()

    @staticmethod
    def _style(widget: QWidget, sheet: str) -> None:
        """Set a style sheet only when it changes: each change re-polishes the widget."""
        if widget.styleSheet() != sheet:
            widget.setStyleSheet(sheet)


def _next_occupied(state: GameState) -> int:
    """The seat after the current one clockwise that somebody plays (empty seats never act)."""
    for k in range(1, SEATS + 1):
        seat = (state.current + k) % SEATS
        if state.players[seat] != EMPTY_SEAT:
            return seat
    return state.current


class Banner(QLabel):
    """A non-blocking message that fades after a few seconds (mistakes, skips)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a name or a server's words
        self.setMinimumHeight(44)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear_message)
        self.clear_message()

    def show_message(self, text: str, error: bool = True, seconds: float = 5.0) -> None:
        """Show ``text`` (red for an error, else blue) for ``seconds`` (0: until replaced or cleared)."""
        colour = (ERROR if error else INFO).name()
        self.setStyleSheet(
            f"background: {colour}; color: white; border-radius: 6px; padding: 6px; font-weight: bold"
        )
        self.setText(text)
        if seconds > 0:
            self._timer.start(int(seconds * 1000))
        else:
            self._timer.stop()

    def clear_message(self) -> None:
        self.setText("")
        self.setStyleSheet("background: transparent")
