"""The end of an online game and what a table carries from game to game.

When the server says ``game_over`` (or a ``table`` message of a table whose game is over arrives,
as after a return), the log and the online panel show the game's ``summary``: its winners, its
turns and each seat's captures, and the table's running ``score`` over its series of rematches (per
side with partners, else per seat; docs/protocol.md).  A rematch asked by another person (``notice``
``rematch``) is shown on the panel.  Each new table starts with an empty chat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QObject

from ...view.text.bidi import fill

if TYPE_CHECKING:
    from .front import OnlineFront
    from .session import OnlineSession


def _ints(value: object) -> list[int]:
    return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []


class GameEnd(QObject):
    """Shows each online game's end, the series' score and rematch requests; clears the chat of a
    new table."""

    def __init__(self, play: OnlineFront) -> None:
        super().__init__(play.window)
        self.play = play
        self.panel = play.window.online_panel
        #: the table whose chat the panel shows
        self.table_id: str | None = None
        #: (table, game number) of the last end shown (shown once)
        self.shown: tuple[str | None, int] | None = None
        self.lines: list[str] = []
        play.session_opened.connect(self._follow)

    def _follow(self, session: OnlineSession) -> None:
        session.joined.connect(lambda message: self._joined(message))
        session.finished.connect(lambda message: self._over(session, message))
        session.table_changed.connect(lambda table: self._table(session, table))
        session.connection.notice.connect(lambda message: self._notice(session, message))

    def _joined(self, message: dict[str, Any]) -> None:
        """A table joined, reclaimed or (from its first ``table`` message) watched: a new one's chat
        starts empty."""
        table = message.get("table")
        if isinstance(table, str) and table != self.table_id:
            self.table_id, self.shown, self.lines = table, None, []
            self.panel.clear_chat()

    def _table(self, session: OnlineSession, table: dict[str, Any]) -> None:
        self._joined(table)  # (a spectator is sent no ``joined``)
        summary = table.get("summary")
        if table.get("status") == "over" and isinstance(summary, dict):
            self._over(session, {"summary": summary, "score": table.get("score")})
        elif table.get("status") != "over" and self.lines:
            self.lines = []  # a rematch began
            self.panel.show_summary([])

    def _over(self, session: OnlineSession, message: dict[str, Any]) -> None:
        summary, score = message.get("summary"), message.get("score")
        if not isinstance(summary, dict):
            return
        number = summary.get("game_number") if isinstance(summary.get("game_number"), int) else 0
        if self.shown == (session.table_id, number):
            return
        self.shown = (session.table_id, number)
        names = self.names(session)
        self.lines = [self.summary_words(summary, names)]
        self.lines += [self.captures_words(_ints(summary.get("captures")), names)]
        if isinstance(score, dict):
            self.lines.append(self.score_words(score, names, session.table or {}))
        self.panel.show_summary(self.lines)
        lines = list(self.lines)
        self.play.controller.scene.animator.cue(lambda: self.play.window.log.add_message(*lines))

    def _notice(self, session: OnlineSession, message: dict[str, Any]) -> None:
        if message.get("kind") != "rematch" or session is not self.play.session:
            return
        seat = message.get("seat")
        names = self.names(session)
        name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(message.get("name"))
        line = fill(self.tr("{name} asks for a rematch."), name=name)
        self.lines = [*self.lines, line]
        self.panel.show_summary(self.lines)

    # -- in words ---------------------------------------------------------------------------------
    @staticmethod
    def names(session: OnlineSession) -> list[str]:
        """Each seat's name as the board shows it (else as the table lists it)."""
        if session.mirror is not None:
            return list(session.mirror.state.names)
        seats = (session.table or {}).get("seats")
        return [str(s.get("name") or "") if isinstance(s, dict) else "" for s in seats or []]

    def _named(self, seats: list[int], names: list[str]) -> str:
        """The names of ``seats``: "Sara and Omar" (partners), else the locale's list."""
        named = [names[s] for s in seats if 0 <= s < len(names)]
        if len(named) == 2:
            return fill(self.tr("{first} and {second}"), first=named[0], second=named[1])
        return QLocale().createSeparatedList(named)

    def summary_words(self, summary: dict[str, Any], names: list[str]) -> str:
        """ "Game 1 is over: Sara and Omar won in 61 turns." """
        number = summary.get("game_number")
        turns = summary.get("turns")
        return fill(
            self.tr("Game {number} is over: {winners} won in {turns} turns."),
            number=(number if isinstance(number, int) else 0) + 1,
            winners=self._named(_ints(summary.get("winners")), names),
            turns=turns if isinstance(turns, int) else 0,
        )

    def captures_words(self, captures: list[int], names: list[str]) -> str:
        """ "Captures: Sara 4, Greedy 1 2, …" (the other seats' marbles each seat sent Home)."""
        each = [
            fill(self.tr("{name} ({count})"), name=names[seat], count=count)
            for seat, count in enumerate(captures)
            if seat < len(names) and names[seat]
        ]
        return fill(self.tr("Captures: {each}"), each=QLocale().createSeparatedList(each))

    def score_words(self, score: dict[str, Any], names: list[str], table: dict[str, Any]) -> str:
        """The series so far: wins per side (partners together) or per seat."""
        games = score.get("games") if isinstance(score.get("games"), int) else 0
        teams = [_ints(team) for team in table.get("teams") or [] if isinstance(team, list)]
        team_wins = _ints(score.get("team_wins"))
        if teams and any(len(team) > 1 for team in teams) and len(team_wins) == len(teams):
            sides = [(self._named(team, names), wins) for team, wins in zip(teams, team_wins, strict=True)]
        else:
            wins = _ints(score.get("wins"))
            sides = [(names[seat], won) for seat, won in enumerate(wins) if seat < len(names) and names[seat]]
        each = [fill(self.tr("{side} ({wins})"), side=side, wins=won) for side, won in sides]
        return fill(
            self.tr("Series after game {games}: {each}"),
            games=games,
            each=QLocale().createSeparatedList(each),
        )
