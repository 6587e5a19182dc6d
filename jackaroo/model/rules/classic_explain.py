"""Why the classic ruleset refuses an action: the player-facing reason as a model error.

:meth:`~jackaroo.model.rules.classic.ClassicRules.apply` accepts exactly the actions its enumeration
lists; for any other it raises what :func:`explain` returns, found with the same checks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import errors
from ..actions import Action, Verb
from ..board import BACK_PATH, OWN_PATH, SAFE_START, owner
from ..cards import CardKind
from .classic_board import (
    ACE_FAR,
    VERBS_OF_KIND,
    field_problem,
    next_seat,
    partner_field_problem,
    path_problem,
)
from .kernel import location_cell

if TYPE_CHECKING:
    from ..table import Table

TOO_FAR = "The count is too high: the marble cannot go that far into its Safe Zone"


def explain(table: Table, action: Action, me: int) -> errors.JackarooError:
    """The error for an action the enumeration does not list (``me``: the seat whose marbles the
    player moves).  Never raises; returns the error to raise."""
    card, verb, kind = action.card, action.verb, action.card.kind
    if verb not in VERBS_OF_KIND[kind]:
        return errors.cannot_do(card, verb.value)
    if verb is Verb.MOVE and action.split and not (kind is CardKind.ACE and action.split == ACE_FAR):
        return errors.InvalidCardError(
            "A {rank} cannot move {steps}", rank=errors.Term(card.rank_name), steps=action.split
        )
    if verb is Verb.FIELD:
        return errors.CannotFieldError(field_problem(table, me) or "You cannot field now")
    if verb is Verb.FIELD_PARTNER:
        return errors.CannotFieldError(partner_field_problem(table, me) or "You cannot field now")
    if verb is Verb.DISCARD:
        who = table.names[next_seat(table.players, table.current)]
        return errors.CannotDiscardError("{player} has no card to discard", player=who)
    cells = []
    for loc in action.locs:
        cell = location_cell(loc, me)
        m = table.occupied[cell]
        if m < 0:
            return errors.no_marble_on(loc)
        cells.append((m, cell))
    if verb is Verb.SWAP:
        (x, _), (y, _) = cells
        if owner(x) != me and owner(y) != me:
            return errors.InvalidMarbleError("A switch needs one of your own marbles")
        if owner(x) == owner(y):
            return errors.IllegalSwapError("A switch needs a foreign marble")
        return errors.IllegalSwapError("Marbles in a Home or Safe Zone cannot be switched")
    if verb is Verb.SPLIT:
        if not 1 <= action.split <= 6:
            return errors.SplitOutOfRangeError("A Seven splits as 1-6, 2-5, 3-4, 4-3, 5-2 or 6-1")
        if any(owner(m) != me for m, _ in cells):
            return errors.InvalidMarbleError("A Seven moves only your own marbles")
        if cells[0][0] == cells[1][0]:
            return errors.InvalidMarbleError("A split needs two different marbles")
        return _path_error(table, [(cells[0], action.split), (cells[1], 7 - action.split)], me)
    (m, cell) = cells[0]
    seat = owner(m)
    if seat != me and kind is not CardKind.FIVE:
        return errors.only_own_marbles(card)
    if seat != me and cell >= SAFE_START:
        return errors.InvalidMarbleError("A marble in its Safe Zone is protected")
    if kind is CardKind.FOUR:
        if cell >= SAFE_START:
            return errors.IllegalMovementError("A marble in the Safe Zone cannot move backwards")
        problem = path_problem(table.occupied, BACK_PATH[cell], seat)
        return errors.IllegalMovementError(problem or "That move is not legal now")
    return _path_error(table, [((m, cell), action.split or card.rank)], me)


def _path_error(table: Table, moves: list[tuple[tuple[int, int], int]], me: int) -> errors.JackarooError:
    """The first problem of one move, or of a split's two parts played in turn."""
    board = list(table.occupied)
    for (m, cell), steps in moves:
        path = OWN_PATH[owner(m)][cell][steps]
        if path is None:
            return errors.IllegalMovementError(TOO_FAR)
        problem = path_problem(board, path, owner(m))
        if problem:
            return errors.IllegalMovementError(problem)
        board[cell] = -1
        board[path[-1]] = m
    return errors.IllegalMovementError("That move is not legal now")
