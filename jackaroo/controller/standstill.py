"""The game stands still while the person answers a question or fills in a dialog over the table.

A question such as "Leave the game in progress?", or the dialog that follows it (New game, Play
online…), is modal, but the turn driver's timers go on behind it: without this, the CPUs would play
on while the person decides whether to leave, and the board they came back to after No or Cancel
would not be the one they had asked about.  Nobody acts in the block; afterwards the same game goes
on from where it stood (the seat to act is asked again), unless the block left it or began another.
An online game is never held: it is the server's, the others play on, and its clock runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import Table


@contextmanager
def standing_still(table: Table) -> Iterator[None]:
    """Hold the local game in progress on ``table`` for the block: its driver is paused (the open
    question withdrawn) and, unless the block ended the driver's game (leaving it or beginning
    another ends the pause too), resumed afterwards with its seat to act asked again
    (:meth:`Table.on_idle`).  A game over, a replay, an online table, an already paused driver or no
    game at all: nothing to hold, nothing changes.  Nested blocks hold once.  While held, the prompt
    beside the board says the game waits for the answer."""
    game, driver = table.game, table.driver
    hold = (
        game is not None
        and not game.is_over
        and table.replay is None
        and not table.online.at_table()
        and not driver.paused
    )
    if hold:
        driver.pause()
        table.input.refresh()  # the prompt says the game waits
    try:
        yield
    finally:
        if hold and driver.paused:
            driver.resume()
            table.on_idle()
