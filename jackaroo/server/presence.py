"""People away from a server table and back: leaving on purpose and dropping are told apart to the
others (``notice`` ``left``, ``dropped``); during a game a CPU plays the seat of a person who left at
once, of one who dropped after ``takeover_seconds`` (``takeover``), and of one whose turn clock ran
out twice in a row until they act again (``back``, or any ``act``); the person reclaims the seat
with its token.
"""

from __future__ import annotations

import asyncio
import time

from .clock import ms
from .seating import SeatingTable
from .seats import BAD_TOKEN, DROPPED, LEFT, Member, Seat, ServerError


class PresenceTable(SeatingTable):
    """A table's people away and back (see the module's docstring)."""

    def leave(self, member: Member, *, dropped: bool) -> None:
        """``member`` has gone (``dropped``: the connection was lost; else they said ``leave``), and
        the others are told which (``notice`` ``dropped`` or ``left``).  Before the first game a
        person who leaves frees the seat, one who drops keeps it (not ready); during a game a CPU
        takes the seat at once (leave) or after ``takeover_seconds`` (drop)."""
        if member in self.watchers:
            self.watchers.discard(member)
            name = member.name
            self.notice("spectator_left", None, name, f"{name} stopped watching", skip=member)
            self._changed()
        if member.seat is None or self.seats[member.seat].member is not member:
            return
        index, seat = member.seat, self.seats[member.seat]
        name = seat.name
        seat.member = None
        member.seat = None
        playing = self.match is not None and not self.match.is_over
        if self.match is None:
            if not dropped:
                self.seats[index] = Seat()
                humans = [i for i, s in enumerate(self.seats) if s.is_human]
                if index == self.host and humans:
                    self.host = humans[0]
            else:
                seat.ready = False
            self.save()
        elif playing and dropped:
            self._start_takeover_timer(seat)
        elif playing:
            seat.cancel_timer()
            seat.takeover = LEFT
            self.save()
        if dropped:
            due = seat.takeover_due
            if seat.taken_over:
                after = f"a {self.takeover} CPU plays the seat"
            elif due is not None:
                after = f"a CPU takes over in {self.options.takeover_seconds:g} s"
            else:
                after = "the seat is kept"
            self.notice(
                "dropped",
                index,
                name,
                f"{name}'s connection dropped: {after}",
                cpu=seat.taken_over,
                takeover_ms=None if due is None else ms(due - time.monotonic()),
            )
        else:
            after = f"a {self.takeover} CPU plays the seat" if playing else "the seat is free"
            self.notice("left", index, name, f"{name} left: {after}", cpu=seat.taken_over)
        self.send_tables()
        if playing:
            self.cpu.schedule()

    def _start_takeover_timer(self, seat: Seat) -> None:
        if seat.timer is not None or seat.taken_over:
            return
        index = self.seats.index(seat)
        delay = self.options.takeover_seconds
        seat.timer = asyncio.get_running_loop().call_later(delay, self._take_over, index)
        seat.takeover_due = time.monotonic() + delay

    def _take_over(self, index: int) -> None:
        """The take-over delay after a drop has passed: a CPU plays seat ``index``."""
        seat = self.seats[index]
        seat.cancel_timer()
        if seat.member is not None or seat.taken_over or self.match is None or self.match.is_over:
            return
        seat.takeover = DROPPED
        name = seat.name
        self.notice(
            "takeover", index, name, f"{name} is away: a {self.takeover} CPU plays their seat", reason=DROPPED
        )
        self.send_tables()
        self.cpu.schedule()

    def reclaim(self, member: Member, token: str | None) -> int:
        """``member`` takes back the seat whose token is ``token``; return its index.  A connection
        still sitting there is told and detached.  A CPU playing the seat because its person dropped
        or left stops; one keeping it after their timeouts plays on until they act (or say
        ``back``): a client that reconnects by itself is no sign its person is back.  ServerError
        ``bad_token``."""
        account = member.account
        index = next((i for i, s in enumerate(self.seats) if s.is_human and s.owns(token, account)), None)
        if index is None:
            raise ServerError("bad_token", BAD_TOKEN)
        seat = self.seats[index]
        was_away = seat.member is None
        if seat.member is not None and seat.member is not member:
            old = seat.member
            old.seat = None
            old.send(
                {
                    "type": "notice",
                    "kind": "replaced",
                    "seat": index,
                    "name": seat.name,
                    "text": "your seat was reclaimed elsewhere",
                }
            )
        seat.cancel_timer()
        cpu_stops = seat.takeover in (DROPPED, LEFT)
        if cpu_stops:
            seat.takeover = None
            self.save()
        seat.member = member
        member.seat, member.name = index, seat.name
        if member in self.watchers:
            self.watchers.discard(member)
        if was_away or cpu_stops:
            name = seat.name
            still = seat.taken_over
            text = f"{name} is back" + (
                ": a CPU plays on until they act" if still else " and plays their seat"
            )
            self.notice("reclaimed", index, name, text, skip=member, cpu=still)
        self.send_tables()
        return index

    def back(self, member: Member) -> None:
        """ "I'm back": ``member`` takes their seat back from the CPU that kept it after their
        timeouts (nothing if no CPU plays it).  ServerError ``not_seated``."""
        self._own_seat(member)
        assert member.seat is not None
        if self.seats[member.seat].taken_over:
            self._hand_back(member.seat)
            self.send_tables()

    def _hand_back(self, index: int) -> None:
        """The person at seat ``index`` plays it again (the CPU stops; their timeouts are forgotten)."""
        seat = self.seats[index]
        seat.takeover, seat.timeouts = None, 0
        self.save()
        self.notice("reclaimed", index, seat.name, f"{seat.name} is back and plays their seat", cpu=False)
