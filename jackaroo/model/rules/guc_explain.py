"""Why the default ruleset refuses an action: the player-facing reason as a model error.

:meth:`~jackaroo.model.rules.guc.GucRules.apply` accepts exactly the actions its enumeration lists;
for any other it raises what :func:`explain` returns, found with the same predicates
(:mod:`.guc_board`).  The checks run in a fixed order, so an action with several faults is refused
for the first: the card's verbs, the marbles named, then the rules of the move, field, split, swap,
burn, save or discard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import errors
from ..actions import Action, Verb
from ..board import BACK_PATH, OWN_PATH, PROTECTED, SAFE_START, TRACK_PATH, owner
from ..cards import CardKind
from .guc_board import (
    BACK_IN_SAFE,
    FIVE_IN_SAFE,
    MOVE_STEPS,
    TOO_FAR,
    VERBS_OF_KIND,
    discard_victims,
    field_problem,
    path_problem,
)
from .kernel import board_after_first_part, location_cell

if TYPE_CHECKING:
    from ..table import Table

FOUR, FIVE, SEVEN, TEN, KING = CardKind.FOUR, CardKind.FIVE, CardKind.SEVEN, CardKind.TEN, CardKind.KING


def explain(table: Table, action: Action) -> errors.JackarooError:
    """The error for an action of the seat to act that the enumeration does not list (its card in
    hand, the game not over).  Never raises; returns the error to raise."""
    try:
        _Checks(table).check(action)
    except errors.JackarooError as error:
        return error
    return errors.IllegalActionError("That action is not legal now")


class _Checks:
    """The rules an action must pass, each raising its player-facing error."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.seat = table.current
        self.marbles = table.marbles
        self.occ = table.occupied

    def check(self, action: Action) -> None:
        card, verb, kind = action.card, action.verb, action.card.kind
        if verb is not Verb.DROP and verb not in VERBS_OF_KIND[kind]:
            raise errors.cannot_do(card, verb.value)
        if verb is Verb.MOVE and action.split:
            steps = MOVE_STEPS.get(kind, card.rank)
            raise errors.InvalidCardError(
                "A {rank} moves {steps}", rank=errors.Term(card.rank_name), steps=steps
            )
        if verb is Verb.MOVE:
            m = self.marble(action.locs[0])
            if kind is not FIVE and owner(m) != self.seat:
                raise errors.only_own_marbles(card)
            path = self.move_path(m, kind, MOVE_STEPS.get(kind, card.rank))
            problem = path_problem(self.occ, path, self.seat, kind is KING)
            if problem:
                raise errors.IllegalMovementError(problem)
        elif verb is Verb.FIELD:
            problem = field_problem(self.table)
            if problem:
                raise errors.CannotFieldError(problem)
        elif verb is Verb.SPLIT:
            self.split(action)
        elif verb is Verb.SWAP:
            self.swap(action)
        elif verb is Verb.BURN:
            self.burn(self.marble(action.locs[0]))
        elif verb is Verb.SAVE:
            if self.marbles[self.own_marble(action.locs[0])] >= SAFE_START:
                raise errors.IllegalSaveError("That marble is already in the Safe Zone")
        elif verb is Verb.DISCARD:
            if not discard_victims(self.table, kind):
                if kind is TEN:
                    raise errors.CannotDiscardError("The next player has no card to discard")
                raise errors.CannotDiscardError("No opponent has a card to discard")
        else:  # DROP
            raise errors.CannotDropError(
                "The {rank} can be played, so it cannot be dropped", rank=errors.Term(card.rank_name)
            )

    # -- choosing marbles -------------------------------------------------------------------------
    def marble(self, loc: int) -> int:
        """The marble named by an action location (``t<n>`` any colour, ``s<i>`` the actor's)."""
        m = self.occ[location_cell(loc, self.seat)]
        if m < 0:
            raise errors.no_marble_on(loc)
        return m

    def own_marble(self, loc: int) -> int:
        m = self.marble(loc)
        if owner(m) != self.seat:
            raise errors.InvalidMarbleError("That marble is not yours")
        return m

    # -- the rules of each verb -------------------------------------------------------------------
    def move_path(self, m: int, kind: CardKind, steps: int) -> tuple[int, ...]:
        """The path of ``m`` for this card, after the checks that do not depend on other marbles."""
        cell = self.marbles[m]
        if cell < 0:
            raise errors.InvalidMarbleError(
                "A marble in the Home Zone cannot move: field it with an Ace or a King"
            )
        if kind is FOUR:
            if cell >= SAFE_START:
                raise errors.IllegalMovementError(BACK_IN_SAFE)
            return BACK_PATH[cell]
        if kind is FIVE and cell >= SAFE_START:
            raise errors.InvalidMarbleError(FIVE_IN_SAFE)
        if owner(m) != self.seat:
            return TRACK_PATH[cell][steps]
        path = OWN_PATH[self.seat][cell][steps]
        if path is None:
            raise errors.IllegalMovementError(TOO_FAR)
        return path

    def split(self, action: Action) -> None:
        if not 1 <= action.split <= 6:
            raise errors.SplitOutOfRangeError("A Seven splits as 1-6, 2-5, 3-4, 4-3, 5-2 or 6-1")
        a = self.own_marble(action.locs[0])
        b = self.own_marble(action.locs[1])
        if a == b:
            raise errors.InvalidMarbleError("A split needs two different marbles")
        # Atomic (RULES.md section 4, deliberate): the second part is checked on the board the first
        # leaves, a trap there included.
        first = self.move_path(a, SEVEN, action.split)
        second = self.move_path(b, SEVEN, 7 - action.split)
        problem = path_problem(self.occ, first, self.seat, False)
        if problem is None:
            board = board_after_first_part(self.occ, a, self.marbles[a], first[-1], self.table.traps)
            problem = path_problem(board, second, self.seat, False)
        if problem:
            raise errors.IllegalMovementError(problem)

    def swap(self, action: Action) -> None:
        x = self.marble(action.locs[0])
        y = self.marble(action.locs[1])
        mine, other = (x, y) if owner(x) == self.seat else (y, x)
        if owner(mine) != self.seat:
            raise errors.InvalidMarbleError("A swap needs one of your own marbles")
        if owner(other) == self.seat:
            raise errors.IllegalSwapError("You cannot swap two of your own marbles")
        a, b = self.marbles[mine], self.marbles[other]
        if a >= SAFE_START or b >= SAFE_START:
            raise errors.IllegalSwapError("Only marbles on the track can be swapped")
        if PROTECTED[b] == owner(other):
            raise errors.IllegalSwapError("An opponent's marble on its own Base cell cannot be swapped")

    def burn(self, m: int) -> None:
        cell = self.marbles[m]
        if owner(m) == self.seat:
            raise errors.IllegalDestroyError("You cannot burn your own marble")
        if cell >= SAFE_START:
            raise errors.IllegalDestroyError("A marble in a Safe Zone cannot be burned")
        if PROTECTED[cell] == owner(m):
            raise errors.IllegalDestroyError("A marble on its own Base cell cannot be burned")
