"""Engine invariants: what must hold of every position and of every action's events.

Used by the random-game tests and by ``python -m jackaroo.sim --check``.  Every check raises
:class:`InvariantError` (an AssertionError, so pytest shows it as a failed check) naming what broke;
they are plain ``if`` tests, so they also run under ``python -O``.

- :func:`check_state`: 16 marbles each in one place where its owner may stand, the occupancy table,
  the deck's cards exactly once across hands, deck and Firepit, eight traps on distinct Normal
  cells, hand sizes for the turn, the winner.
- :func:`check_events`: the events of one action explain the change of marbles, traps, hands,
  round and winner.
- :func:`check_legal_actions`: every legal action applies (on a copy), ``drop`` exactly for cards
  without another action, the original untouched.  Costly: a few milliseconds a position.
- :func:`check_round_trip`: the JSON state reloads identically and continues identically.
- :func:`check_action`: plays one action with the cheap checks around it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import NoReturn

from . import events as ev
from .actions import Action, Verb
from .board import HOME, NORMAL_CELLS, TRACK_LENGTH
from .cards import Card, CardTable
from .game import Game
from .state import HAND_SIZE, GameState

NORMAL = frozenset(NORMAL_CELLS)
_full: tuple[CardTable | None, Counter[Card]] = (None, Counter())


class InvariantError(AssertionError):
    """An engine invariant does not hold; the message says which and where."""


def _fail(message: str) -> NoReturn:
    raise InvariantError(message)


def _full_deck(game: Game) -> Counter[Card]:
    """The multiset of the game's deck (kept for the last card table asked about)."""
    global _full
    table, counts = _full
    if table is not game.rules.cards:
        _full = table, counts = game.rules.cards, Counter(game.rules.deck())
    return counts


# -- one position ---------------------------------------------------------------------------------
def check_state(game: Game) -> None:
    """Check the position of ``game`` (see the module doc); raises InvariantError."""
    state = game.state
    # 16 marbles, each in exactly one place, only where its owner may stand
    if len(state.marbles) != 16:
        _fail(f"{len(state.marbles)} marbles, expected 16")
    standing = [c for c in state.marbles if c != HOME]
    if len(standing) != len(set(standing)):
        _fail(f"two marbles share a cell: {state.marbles}")
    for m, cell in enumerate(state.marbles):
        p = m // 4
        if not (cell == HOME or 0 <= cell < TRACK_LENGTH or 100 + 4 * p <= cell <= 103 + 4 * p):
            _fail(f"marble {m} stands on cell {cell}, where it may not")
    expected_occ = [-1] * len(state.occupied)
    for m, cell in enumerate(state.marbles):
        if cell != HOME:
            expected_occ[cell] = m
    if list(state.occupied) != expected_occ:
        _fail("occupied disagrees with marbles")

    # the 102 cards: hands + deck + firepit
    held = Counter(state.deck)
    held.update(state.firepit)
    for hand in state.hands:
        held.update(hand)
    if not dict.__eq__(held, _full_deck(game)):  # counts are positive: dict equality is exact (and fast)
        _fail("hands + deck + firepit is not the deck")

    # always 8 traps on distinct Normal cells
    if len(state.traps) != 8:
        _fail(f"{len(state.traps)} traps, expected 8")
    if len(set(state.traps)) != 8:
        _fail(f"two traps share a cell: {state.traps}")
    if not (set(state.traps) <= NORMAL):
        _fail(f"a trap is not on a Normal cell: {state.traps}")

    # hand sizes
    if not (0 <= state.turn <= 3):
        _fail(f"turn {state.turn} is not 0..3")
    if not (0 <= state.current <= 3):
        _fail(f"seat to act {state.current} is not 0..3")
    if state.round < 1:
        _fail(f"round {state.round} is below 1")
    for p, hand in enumerate(state.hands):
        limit = 3 - state.turn if p < state.current else 4 - state.turn
        if len(hand) > limit:
            _fail(f"seat {p} holds {len(hand)} cards in turn {state.turn} with seat {state.current} to act")
    if not game.is_over and len(state.hands[state.current]) != 4 - state.turn:
        _fail(f"the seat to act holds {len(state.hands[state.current])} cards in turn {state.turn}")

    # winner and game over
    winners = [p for p in range(4) if all(100 + 4 * p <= c <= 103 + 4 * p for c in state.seat_locations(p))]
    if game.is_over:
        if state.winner is None:
            _fail("the game is over without a winner")
        if winners != [state.winner]:
            _fail(f"winner {state.winner}, but seats {winners} have all marbles safe")
        if game.winner != state.winner:
            _fail("the game and its state name different winners")
        if game.legal_actions() != ():
            _fail("a finished game offers legal actions")
    else:
        if winners != []:
            _fail(f"seats {winners} have all marbles safe but the game goes on")
        if game.winner is not None:
            _fail("the game names a winner but goes on")


def check_legal_actions(game: Game, *, with_generator: bool = False) -> None:
    """Every legal action applies on a copy; ``drop`` exactly for cards without another action.

    ``with_generator``: also check that the copies left the original's generator alone (slower).
    """
    legal = game.legal_actions()
    if not legal:
        _fail("a seat to act always has an action")
    if len(set(legal)) != len(legal):
        _fail("duplicate legal actions")
    hand = game.state.hands[game.current_seat]
    by_card: dict[object, list[Action]] = {}
    for action in legal:
        if action.card not in hand:
            _fail("action.card in hand")
        by_card.setdefault(action.card, []).append(action)
    if set(by_card) != set(hand):
        _fail("every card of the hand has an action (or a drop)")
    for actions in by_card.values():
        drops = [a for a in actions if a.verb is Verb.DROP]
        if not (not drops or len(actions) == 1):
            _fail(f"drop offered beside other actions: {actions}")
    snapshot = game.to_json if with_generator else game.state.to_dict
    before = snapshot()
    for action in legal:
        twin = game.copy()
        twin.play(action)
    if snapshot() != before:
        _fail("playing on a copy changed the original")


# -- events against the state change --------------------------------------------------------------
def check_events(old: GameState, new: GameState, action: Action, events: tuple[ev.Event, ...]) -> None:
    """Check that ``events`` (of ``action`` played in ``old``) explain ``new``; raises InvariantError."""
    if not events:
        _fail("an action produces events")
    if events[0] != ev.CardPlayed(old.current, action):
        _fail(f"the first event is {events[0]!r}, not the card played")
    if sum(isinstance(e, ev.CardPlayed) for e in events) != 1:
        _fail("more than one ev.CardPlayed event")
    ledger = _Ledger.of(old, action)
    for e in events[1:]:
        if not _moves_marbles(e, ledger, old):
            _counts(e, ledger, old, new, action)
    _check_outcome(ledger, old, new, action, events)


@dataclass
class _Ledger:
    """What the events have done so far to the position they start from: the marbles, the traps,
    the hands, the round, and whether a deal came."""

    marbles: list[int]
    traps: set[int]
    hands: list[list[Card]]
    round: int
    dealt: bool = False

    @classmethod
    def of(cls, old: GameState, action: Action) -> _Ledger:
        hands = [list(h) for h in old.hands]
        hands[old.current].remove(action.card)
        return cls(list(old.marbles), set(old.traps), hands, old.round)


def _moves_marbles(e: ev.Event, ledger: _Ledger, old: GameState) -> bool:
    """Apply a marble's event to ``ledger`` after checking it fits (False: ``e`` moves no marble)."""
    marbles = ledger.marbles
    if isinstance(e, ev.MarbleMoved):
        if marbles[e.marble] != e.start or not (e.path and e.start not in e.path):
            _fail(f"{e!r} does not fit the position")
        marbles[e.marble] = e.target  # the target is free (captures come after the move event)
    elif isinstance(e, ev.MarbleSentHome):
        if marbles[e.marble] != e.cell:
            _fail(f"{e!r} does not fit the position")
        if e.by_seat != old.current:
            _fail(f"{e!r} is not by the seat that acted")
        marbles[e.marble] = HOME
    elif isinstance(e, ev.MarbleFielded):
        if marbles[e.marble] != HOME or not (e.marble // 4 == old.current and e.cell == 25 * old.current):
            _fail(f"{e!r} does not fit the position")
        marbles[e.marble] = e.cell
    elif isinstance(e, ev.MarblesSwapped):
        if not (marbles[e.first] == e.first_cell and marbles[e.second] == e.second_cell):
            _fail(f"{e!r} does not fit the position")
        marbles[e.first], marbles[e.second] = e.second_cell, e.first_cell
    elif isinstance(e, ev.MarbleSaved):
        if not (marbles[e.marble] == e.start and 0 <= e.start < TRACK_LENGTH):
            _fail(f"{e!r} does not fit the position")
        if not (100 + 4 * (e.marble // 4) <= e.cell <= 103 + 4 * (e.marble // 4)):
            _fail(f"{e!r} does not fit the position")
        marbles[e.marble] = e.cell
    else:
        return False
    return True


def _counts(e: ev.Event, ledger: _Ledger, old: GameState, new: GameState, action: Action) -> None:
    """Apply any other event to ``ledger`` after checking it fits: traps, discards, skips, deals,
    the win, the Deck refilled."""
    if isinstance(e, ev.TrapFired):
        # the fired trap is removed first, so the new one may land on the same cell (as in the
        # reference engine); it never lands on another trap
        if e.cell not in ledger.traps:
            _fail(f"{e!r} does not fit the position")
        ledger.traps.remove(e.cell)
        if not (e.new_cell not in ledger.traps and e.new_cell in NORMAL):
            _fail(f"{e!r} does not fit the position")
        ledger.traps.add(e.new_cell)
    elif isinstance(e, ev.CardDiscarded):
        if not (e.by_seat == old.current and e.seat != old.current):
            _fail(f"{e!r} does not fit the position")
        if action.verb is not Verb.DISCARD:
            _fail(f"{e!r} after {action}, which is no discard")
        ledger.hands[e.seat].remove(e.card)
    elif isinstance(e, ev.TurnSkipped):
        if ledger.dealt:
            _fail("a seat is skipped right after a deal")
        if e.round != ledger.round:
            _fail(f"{e!r} does not fit the position")
        if len(ledger.hands[e.seat]) == 4 - e.turn:
            _fail(f"{e} but the seat holds {len(ledger.hands[e.seat])} cards")
        if e.cause is not ev.SkipCause.FEW_CARDS:
            _fail(f"{e!r}: the default game skips a seat only for too few cards")
    elif isinstance(e, ev.RoundDealt):
        if e.round != ledger.round + 1 or e.hand_size != HAND_SIZE:
            _fail(f"{e!r} does not fit the position")
        ledger.round, ledger.dealt = e.round, True
    elif isinstance(e, ev.GameWon):
        if not (e.seat == old.current == new.winner):
            _fail(f"{e!r} but seat {old.current} acted and {new.winner} won")
    else:
        if not isinstance(e, ev.DeckRefilled):
            _fail(f"{e!r} does not fit the position")
        if e.cards <= 0:
            _fail("e.cards > 0")


def _check_outcome(
    ledger: _Ledger, old: GameState, new: GameState, action: Action, events: tuple[ev.Event, ...]
) -> None:
    """The events, applied, give ``new``: marbles, traps, round, winner, hands and Deck."""
    # each ev.MarbleMoved ends where the marble now is unless a later ev.MarbleSentHome for it exists
    for i, e in enumerate(events):
        if isinstance(e, ev.MarbleMoved):
            later_home = any(
                isinstance(f, ev.MarbleSentHome) and f.marble == e.marble for f in events[i + 1 :]
            )
            if not later_home and new.marbles[e.marble] != e.target:
                _fail(f"{e!r} does not fit the position")
    if tuple(ledger.marbles) != new.marbles:
        _fail("events do not explain the marbles")
    if ledger.traps != set(new.traps):
        _fail("events do not explain the traps")
    if new.round != ledger.round:
        _fail(f"round {new.round}, but the events say {ledger.round}")
    if (new.winner is not None) != any(isinstance(e, ev.GameWon) for e in events):
        _fail("a ev.GameWon event without a winner, or a winner without one")
    if ledger.dealt:
        if not (all(len(h) == 4 for h in new.hands) and new.turn == 0):
            _fail(f"after a deal: turn {new.turn}, hands of {[len(h) for h in new.hands]} cards")
    else:
        if [dict(Counter(h)) for h in ledger.hands] != [dict(Counter(h)) for h in new.hands]:
            _fail("events do not explain hands")
        if new.deck != old.deck:
            _fail("the deck changed without a deal")
    if action.verb is Verb.DROP:
        effects = (
            ev.MarbleMoved
            | ev.MarbleFielded
            | ev.MarbleSaved
            | ev.MarblesSwapped
            | ev.MarbleSentHome
            | ev.CardDiscarded
        )
        if any(isinstance(e, effects) for e in events):
            _fail("a drop has no effect")


def check_round_trip(game: Game) -> None:
    """The JSON state reloads to the same state and (if the game goes on) continues identically."""
    text = game.to_json()
    loaded = Game.from_json(text)
    if loaded.to_json() != text or loaded.state != game.state:
        _fail("the JSON state does not reload identically")
    if not game.is_over:
        action = game.legal_actions()[-1]
        twin = game.copy()
        if twin.play(action) != loaded.play(action) or twin.to_json() != loaded.to_json():
            _fail(f"the reloaded game continues differently after {action}")


def _values(state: GameState) -> tuple[object, ...]:
    """Every field of ``state`` (tuples all the way down: equal values mean an unchanged state)."""
    return (
        state.ruleset, state.names, state.colours, state.players, state.marbles, state.hands,
        state.deck, state.firepit, state.traps, state.current, state.turn, state.round,
        state.winner, state.occupied,
    )  # fmt: skip


def check_action(game: Game, action: Action) -> tuple[ev.Event, ...]:
    """Play ``action`` (which must be legal) and check the previous state was not changed, the new
    state (:func:`check_state`) and the events (:func:`check_events`); returns the events."""
    old = game.state
    before = _values(old)
    events = game.play(action)
    if _values(old) != before:
        _fail(f"{action} mutated the previous state")
    check_state(game)
    check_events(old, game.state, action, events)
    return events
