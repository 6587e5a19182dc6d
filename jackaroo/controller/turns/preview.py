"""What a chosen play would do, as far as the person choosing it may know: for move previews.

:func:`preview` plays the action on a copy of the game whose Track hides no trap (traps are hidden:
a preview must not reveal one by a path cut short) and keeps what the seat to act can foresee: the
paths its marbles would take, where swapped marbles would land, which marbles a capture, the King's
sweep or the Burner would send Home, and for a Saver the Safe Zone its marble would go to: the
cell is drawn at random, so the preview never names it (the copy's draw would be the real one).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model.actions import Action
from ...model.board import SAFE_LENGTH, owner, safe_cell
from ...model.errors import JackarooError
from ...model.events import HomeCause, MarbleMoved, MarbleSaved, MarbleSentHome, MarblesSwapped
from ...model.game import Game

#: the causes of a marble going Home that the player can foresee
FORESEEN = frozenset({HomeCause.CAPTURE, HomeCause.KING, HomeCause.FIELD_CAPTURE, HomeCause.BURN})


@dataclass(frozen=True)
class Preview:
    """``paths``: for each moving marble, the cells it would pass, ending where it would land
    (a swap: just the landing cell); ``landings``: (marble, cell) for each marble moved;
    ``sent_home``: the marbles it would send Home; ``saved``: (marble, the empty Safe cells one of
    which it would go to) for a Saver."""

    paths: tuple[tuple[int, tuple[int, ...]], ...] = ()
    landings: tuple[tuple[int, int], ...] = ()
    sent_home: frozenset[int] = frozenset()
    saved: tuple[tuple[int, tuple[int, ...]], ...] = ()


def preview(game: Game, action: Action) -> Preview:
    """What ``action`` would do in ``game`` (an empty preview if the game refuses it)."""
    try:
        events = game.copy(traps=False).play(action)
    except JackarooError:
        return Preview()
    paths: list[tuple[int, tuple[int, ...]]] = []
    landings: dict[int, int] = {}
    home: set[int] = set()
    saved: list[tuple[int, tuple[int, ...]]] = []
    for event in events:
        if isinstance(event, MarbleMoved) and event.path:
            paths.append((event.marble, (event.start, *event.path)))
            landings[event.marble] = event.target
        elif isinstance(event, MarblesSwapped):
            landings[event.first] = event.second_cell
            landings[event.second] = event.first_cell
            paths += [(event.first, (event.second_cell,)), (event.second, (event.first_cell,))]
        elif isinstance(event, MarbleSaved):  # somewhere in its Safe Zone: the cell is a draw
            seat, taken = owner(event.marble), set(game.state.marbles)
            free = tuple(c for i in range(SAFE_LENGTH) if (c := safe_cell(seat, i)) not in taken)
            saved.append((event.marble, free))
        elif isinstance(event, MarbleSentHome) and event.cause in FORESEEN:
            home.add(event.marble)
    return Preview(tuple(paths), tuple(landings.items()), frozenset(home), tuple(saved))


def traps_hit(game: Game, seen: Preview, visible: bool) -> set[int]:
    """The landing cells of ``seen`` that are traps, when the player sees the traps (``visible``:
    View > Show traps); otherwise none (a hidden trap is never given away)."""
    if not visible:
        return set()
    return {cell for _marble, cell in seen.landings} & set(game.state.traps)
