"""The default ruleset: "Jackaroo: A New Game Spin" exactly as RULES.md reads it (state name "guc").

Legality lives in a few predicates that return a player-facing reason or ``None``
(:func:`path_problem`, :meth:`GucRules._field_problem`, ...).  :meth:`GucRules.card_actions`
enumerates with them and :meth:`GucRules.apply` checks with them, so the list of legal actions and the
reason an action is refused can never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import errors
from ..actions import Action, Verb, make_action
from ..board import (
    BACK_PATH,
    HOME,
    MARBLE_COUNT,
    MARBLES_PER_SEAT,
    NORMAL_CELLS,
    OWN_PATH,
    PROTECTED,
    SAFE_LENGTH,
    SAFE_START,
    SEATS,
    TRACK_PATH,
    Colour,
    base_cell,
    safe_cell,
)
from ..cards import Card, CardKind, card_counts
from ..chance import Chance
from ..events import (
    CardDiscarded,
    CardPlayed,
    Event,
    GameWon,
    HomeCause,
    MarbleSaved,
    SkipCause,
    TurnSkipped,
)
from ..notation import EMPTY_SEAT
from ..state import HAND_SIZE, TURNS_PER_ROUND, GameState
from ..table import Table
from .base import Ruleset
from .kernel import (
    WHOLE_PATH,
    action_location,
    board_after_first_part,
    deal,
    field,
    location_cell,
    move_marble,
    own_marbles,
    play_card,
    send_home,
    splits,
    swap,
)

# Hot-path aliases: reading an Enum member through its class costs about 190 ns on CPython 3.11,
# more than most of the checks below.
STANDARD, ACE, FOUR, FIVE, SEVEN = (
    CardKind.STANDARD,
    CardKind.ACE,
    CardKind.FOUR,
    CardKind.FIVE,
    CardKind.SEVEN,
)
TEN, JACK, QUEEN, KING = CardKind.TEN, CardKind.JACK, CardKind.QUEEN, CardKind.KING
BURNER, SAVER = CardKind.BURNER, CardKind.SAVER
FIELD, MOVE, SPLIT, SWAP, BURN, SAVE = Verb.FIELD, Verb.MOVE, Verb.SPLIT, Verb.SWAP, Verb.BURN, Verb.SAVE
DISCARD, DROP = Verb.DISCARD, Verb.DROP

TRAP_COUNT = 8
#: every round deals to seat 0 first
DEAL_ORDER = range(SEATS)

# Reasons a move is refused (RULES.md section 3), in the words the player reads.
SAFE_BLOCK = "A marble in a Safe Zone cannot be passed or landed on"
BASE_PASS = "A marble on its own Base cell cannot be passed"
BASE_LAND = "A marble on its own Base cell cannot be landed on"
SELF_PASS = "You cannot pass your own marble"
SELF_LAND = "You cannot land on your own marble"
ENTRY_BLOCK = "A marble on the Safe Zone Entry blocks the way into the Safe Zone"
TWO_PASS = "Cannot pass more than one marble"
TOO_FAR = "The rank is too high: the marble cannot go that far into its Safe Zone"
BACK_IN_SAFE = "A marble in the Safe Zone cannot move backwards"
FIVE_IN_SAFE = "A Five moves marbles on the track only"

_MOVE_STEPS = {
    ACE: 1,
    SEVEN: 7,
    TEN: 10,
    JACK: 11,
    QUEEN: 12,
    KING: 13,
    FOUR: 4,
    FIVE: 5,
}
_VERBS_OF_KIND: dict[CardKind, tuple[Verb, ...]] = {
    STANDARD: (MOVE,),
    ACE: (FIELD, MOVE),
    KING: (FIELD, MOVE),
    QUEEN: (DISCARD, MOVE),
    TEN: (DISCARD, MOVE),
    JACK: (SWAP, MOVE),
    SEVEN: (SPLIT, MOVE),
    FOUR: (MOVE,),
    FIVE: (MOVE,),
    BURNER: (BURN,),
    SAVER: (SAVE,),
}


def path_problem(occ: Sequence[int], path: tuple[int, ...], acting: int, king: bool = False) -> str | None:
    """Why moving along ``path`` is illegal for seat ``acting``, or None (RULES.md section 3, 1-5).

    ``occ`` maps cell id -> marble id or -1.  The cells are checked in order; a King ignores
    self-blocking, the Safe Zone Entry rule and the one-marble limit, never the Safe Zone or a marble
    on its own Base cell.  Rule 4 is seen as an occupied Track cell followed by a Safe cell on the path:
    only an own marble's path enters a Safe Zone, and only from its owner's Entry.
    """
    last = len(path) - 1
    passed = 0
    for j, cell in enumerate(path):
        m = occ[cell]
        if m < 0:
            continue
        if cell >= SAFE_START:
            return SAFE_BLOCK
        if PROTECTED[cell] == m >> 2:
            return BASE_PASS if j < last else BASE_LAND
        if king:
            continue
        if m >> 2 == acting:
            return SELF_PASS if j < last else SELF_LAND
        if j < last:
            if path[j + 1] >= SAFE_START:
                return ENTRY_BLOCK
            passed += 1
            if passed > 1:
                return TWO_PASS
    return None


def _targets(marbles: Sequence[int], seat: int) -> list[int]:
    """Cells of opponents' marbles that a Burner or a Jack may pick: on the track, not on their own
    Base cell (RULES.md section 4)."""
    return [
        cell
        for m, cell in enumerate(marbles)
        if 0 <= cell < SAFE_START and m >> 2 != seat and PROTECTED[cell] != m >> 2
    ]


class GucRules(Ruleset):
    """RULES.md: one human and three CPUs, 100-cell track, 8 hidden traps, 102 cards."""

    name = "guc"

    # -- setup ------------------------------------------------------------------------------------
    def new_state(
        self, chance: Chance, names: Sequence[str], players: Sequence[str]
    ) -> tuple[GameState, tuple[Event, ...]]:
        if len(players) != SEATS or EMPTY_SEAT in players:
            raise ValueError(f"the {self.name} ruleset needs {SEATS} players and no empty seat")
        colours = list(Colour)
        chance.shuffle(colours)
        traps = tuple(chance.sample(NORMAL_CELLS, TRAP_COUNT))
        deck = list(self.deck())
        chance.shuffle(deck)
        hands: list[tuple[Card, ...]] = [()] * SEATS
        firepit: list[Card] = []
        events: list[Event] = []
        deck = deal(hands, deck, DEAL_ORDER, HAND_SIZE, events, 1, (firepit, chance))
        state = GameState(
            ruleset=self.name,
            names=tuple(names),
            colours=tuple(colours),
            players=tuple(players),
            marbles=(HOME,) * MARBLE_COUNT,
            hands=tuple(hands),
            deck=tuple(deck),
            firepit=tuple(firepit),
            traps=traps,
            current=0,
            turn=0,
            round=1,
        )
        return state, tuple(events)

    # -- legality ---------------------------------------------------------------------------------
    def legal_actions(self, table: Table) -> tuple[Action, ...]:
        if table.winner is not None:
            return ()
        actions: list[Action] = []
        for card in dict.fromkeys(table.hands[table.current]):
            card_actions = self.card_actions(table, card)
            actions.extend(card_actions if card_actions else (make_action(card, DROP),))
        return tuple(actions)

    def _card_actions(self, state: Table, card: Card) -> list[Action]:
        seat = state.current
        occ = state.occupied
        marbles = state.marbles
        kind = card.kind
        own = own_marbles(marbles, seat)
        out: list[Action] = []
        if kind is BURNER:
            return [make_action(card, BURN, (cell,)) for cell in _targets(marbles, seat)]
        if kind is SAVER:
            return [make_action(card, SAVE, (c,)) for _, c in own if c < SAFE_START]
        if (kind is ACE or kind is KING) and self._field_problem(state) is None:
            out.append(make_action(card, FIELD))
        if kind is FIVE:
            own_paths = OWN_PATH[seat]
            for m, cell in enumerate(marbles):
                if 0 <= cell < SAFE_START:
                    path = own_paths[cell][5] if m >> 2 == seat else TRACK_PATH[cell][5]
                    if path is not None and path_problem(occ, path, seat, False) is None:
                        out.append(make_action(card, MOVE, (cell,)))
        elif kind is FOUR:
            for _, cell in own:
                if cell < SAFE_START and path_problem(occ, BACK_PATH[cell], seat, False) is None:
                    out.append(make_action(card, MOVE, (cell,)))
        else:
            steps = card.rank
            king = kind is KING
            own_paths = OWN_PATH[seat]
            for _, cell in own:
                path = own_paths[cell][steps]
                if path is not None and path_problem(occ, path, seat, king) is None:
                    out.append(make_action(card, MOVE, (action_location(cell),)))
            if kind is SEVEN and len(own) >= 2:
                out.extend(splits(card, seat, occ, own, state.traps, path_problem))
            elif kind is JACK:
                mine = [cell for _, cell in own if cell < SAFE_START]
                if mine:
                    targets = _targets(marbles, seat)
                    out.extend(make_action(card, SWAP, (a, b)) for a in mine for b in targets)
            elif (kind is TEN or kind is QUEEN) and self._discard_victims(state, kind):
                out.append(make_action(card, DISCARD))
        return out

    @staticmethod
    def _field_problem(state: Table) -> str | None:
        seat = state.current
        locations = state.seat_locations(seat)
        if HOME not in locations:
            return "No marble is left in your Home Zone to field"
        if base_cell(seat) in locations:
            return "Your own marble is already on your Base cell"
        return None

    @staticmethod
    def _discard_victims(state: Table, kind: CardKind) -> list[int]:
        """Seats a Ten (the next seat) or Queen (any opponent) could make discard."""
        seat = state.current
        hands = state.hands
        if kind is TEN:
            return [p for p in ((seat + 1) % SEATS,) if hands[p]]
        return [p for p in ((seat + 1) % SEATS, (seat + 2) % SEATS, (seat + 3) % SEATS) if hands[p]]

    # -- applying ---------------------------------------------------------------------------------
    def apply(self, table: Table, action: Action, chance: Chance) -> tuple[Event, ...]:
        if table.winner is not None:
            raise errors.game_over(table.names[table.winner])
        seat = table.current
        card = action.card
        hand = table.hands[seat]
        if card not in hand:
            raise errors.not_in_hand(card)
        verb = action.verb
        if verb is not DROP and verb not in _VERBS_OF_KIND[card.kind]:
            raise errors.cannot_do(card, verb.value)
        if verb is MOVE and action.split:
            steps = _MOVE_STEPS.get(card.kind, card.rank)
            raise errors.InvalidCardError(
                "A {rank} moves {steps}", rank=errors.Term(card.rank_name), steps=steps
            )
        turn = _Turn(self, table, chance, seat)
        turn.events.append(CardPlayed(seat, action))
        turn.perform(action)  # raises before anything changes if the action is illegal
        return turn.finish(card)

    def forfeit(self, table: Table, card: Card, chance: Chance) -> tuple[Event, ...]:
        """The strict rule of RULES.md section 6: after an invalid play, ``card`` goes to the Firepit
        with no effect and the turn ends (recorded as ``<card> drop``).  Raises GameOverError or
        InvalidCardError if the game is over or the card is not in the hand."""
        if table.winner is not None:
            raise errors.game_over(table.names[table.winner])
        seat = table.current
        if card not in table.hands[seat]:
            raise errors.not_in_hand(card)
        turn = _Turn(self, table, chance, seat)
        turn.events.append(CardPlayed(seat, make_action(card, DROP)))
        return turn.finish(card)

    # -- loading ----------------------------------------------------------------------------------
    def check_state(self, state: GameState) -> None:
        fail = errors.StateFormatError
        if EMPTY_SEAT in state.players:
            p = state.players.index(EMPTY_SEAT)
            raise fail(f"'seats[{p}].player': every seat plays in the {self.name} ruleset")
        if state.classic is not None:
            raise fail(f"'dealer', 'teams' and 'pending' are not part of the {self.name} ruleset")
        if state.turn >= TURNS_PER_ROUND:
            raise fail(f"'turn' must be in 0..{TURNS_PER_ROUND - 1}, found {state.turn}")
        if len(state.traps) > TRAP_COUNT:
            raise fail(f"'traps': at most {TRAP_COUNT} traps, found {len(state.traps)}")
        normal = set(NORMAL_CELLS)
        if len(set(state.traps)) != len(state.traps) or not set(state.traps) <= normal:
            raise fail("'traps' must be distinct Normal Track cells")
        held = list(state.deck) + list(state.firepit)
        for hand in state.hands:
            held.extend(hand)
        if card_counts(held) != card_counts(self.deck()):
            raise fail(
                "'deck', 'firepit' and the hands together must hold exactly the "
                f"{len(self.deck())} cards of the deck"
            )
        turn, current = state.turn, state.current
        for p, hand in enumerate(state.hands):
            limit = HAND_SIZE - turn - (1 if p < current else 0)
            if len(hand) > limit:
                raise fail(
                    f"'seats[{p}].hand': {len(hand)} cards is more than a seat can hold in "
                    f"turn {turn} with seat {current} to act"
                )
        winners = [p for p in range(SEATS) if all(c >= SAFE_START for c in state.seat_locations(p))]
        if state.winner is None:
            if winners:
                raise fail(f"'winner': seat {winners[0]} has all its marbles safe")
            if len(state.hands[current]) != HAND_SIZE - turn:
                raise fail(
                    f"'seats[{current}].hand': the seat to act in turn {turn} must hold "
                    f"{HAND_SIZE - turn} cards"
                )
        elif winners != [state.winner]:
            raise fail(f"'winner': seat {state.winner} does not have all its marbles safe")


class _Turn:
    """One action being applied to a table: checks first, then changes in place, with the events."""

    def __init__(self, rules: GucRules, table: Table, chance: Chance, seat: int) -> None:
        self.rules = rules
        self.table = table
        self.chance = chance
        self.seat = seat
        self.marbles = table.marbles
        self.occ = table.occupied
        self.traps = table.traps
        self.hands = table.hands
        self.events: list[Event] = []
        self.discarded: tuple[int, Card] | None = None

    # -- choosing marbles -------------------------------------------------------------------------
    def marble(self, loc: int) -> int:
        """The marble named by an action location (``t<n>`` any colour, ``s<i>`` the actor's)."""
        m = self.occ[location_cell(loc, self.seat)]
        if m < 0:
            raise errors.no_marble_on(loc)
        return m

    def own_marble(self, loc: int) -> int:
        m = self.marble(loc)
        if m >> 2 != self.seat:
            raise errors.InvalidMarbleError("That marble is not yours")
        return m

    # -- the action -------------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        verb = action.verb
        card = action.card
        kind = card.kind
        if verb is MOVE:
            m = self.marble(action.locs[0])
            if kind is not FIVE and m >> 2 != self.seat:
                raise errors.only_own_marbles(card)
            self.move(m, kind, _MOVE_STEPS.get(kind, card.rank))
        elif verb is FIELD:
            problem = GucRules._field_problem(self.table)
            if problem:
                raise errors.CannotFieldError(problem)
            self.field()
        elif verb is SPLIT:
            self.split(action)
        elif verb is SWAP:
            self.swap(action)
        elif verb is BURN:
            self.burn(self.marble(action.locs[0]))
        elif verb is SAVE:
            self.save(self.own_marble(action.locs[0]))
        elif verb is DISCARD:
            self.discard(kind)
        else:  # DROP
            if self.rules.card_actions(self.table, card):
                raise errors.CannotDropError(
                    "The {rank} can be played, so it cannot be dropped", rank=errors.Term(card.rank_name)
                )

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
        if m >> 2 != self.seat:
            return TRACK_PATH[cell][steps]
        path = OWN_PATH[self.seat][cell][steps]
        if path is None:
            raise errors.IllegalMovementError(TOO_FAR)
        return path

    def move(self, m: int, kind: CardKind, steps: int) -> None:
        path = self.move_path(m, kind, steps)
        king = kind is KING
        problem = path_problem(self.occ, path, self.seat, king)
        if problem:
            raise errors.IllegalMovementError(problem)
        self.go(m, path, king, kind is FOUR)

    def go(self, m: int, path: tuple[int, ...], king: bool, backwards: bool) -> None:
        """Move ``m`` along a checked ``path``: captures (or a King's sweep), then the trap."""
        sweep = WHOLE_PATH if king else None
        move_marble(self.table, m, path, self.seat, self.events, self.chance, backwards=backwards, king=sweep)

    def field(self) -> None:
        field(self.table, self.seat, self.seat, self.events)

    def split(self, action: Action) -> None:
        if not 1 <= action.split <= 6:
            raise errors.SplitOutOfRangeError("A Seven splits as 1-6, 2-5, 3-4, 4-3, 5-2 or 6-1")
        a = self.own_marble(action.locs[0])
        b = self.own_marble(action.locs[1])
        if a == b:
            raise errors.InvalidMarbleError("A split needs two different marbles")
        # Atomic (RULES.md section 4, deliberate): the second part is checked on the board the first
        # leaves before anything moves or a trap draws its new cell.
        first = self.move_path(a, SEVEN, action.split)
        second = self.move_path(b, SEVEN, 7 - action.split)
        problem = path_problem(self.occ, first, self.seat, False)
        if problem is None:
            board = board_after_first_part(self.occ, a, self.marbles[a], first[-1], self.traps)
            problem = path_problem(board, second, self.seat, False)
        if problem:
            raise errors.IllegalMovementError(problem)
        self.go(a, first, False, False)
        self.go(b, second, False, False)

    def swap(self, action: Action) -> None:
        x = self.marble(action.locs[0])
        y = self.marble(action.locs[1])
        mine, other = (x, y) if x >> 2 == self.seat else (y, x)
        if mine >> 2 != self.seat:
            raise errors.InvalidMarbleError("A swap needs one of your own marbles")
        if other >> 2 == self.seat:
            raise errors.IllegalSwapError("You cannot swap two of your own marbles")
        a, b = self.marbles[mine], self.marbles[other]
        if a >= SAFE_START or b >= SAFE_START:
            raise errors.IllegalSwapError("Only marbles on the track can be swapped")
        if PROTECTED[b] == other >> 2:
            raise errors.IllegalSwapError("An opponent's marble on its own Base cell cannot be swapped")
        swap(self.table, mine, other, self.events)

    def burn(self, m: int) -> None:
        cell = self.marbles[m]
        if m >> 2 == self.seat:
            raise errors.IllegalDestroyError("You cannot burn your own marble")
        if cell >= SAFE_START:
            raise errors.IllegalDestroyError("A marble in a Safe Zone cannot be burned")
        if PROTECTED[cell] == m >> 2:
            raise errors.IllegalDestroyError("A marble on its own Base cell cannot be burned")
        send_home(self.table, m, HomeCause.BURN, self.seat, self.events)

    def save(self, m: int) -> None:
        start = self.marbles[m]
        if start >= SAFE_START:
            raise errors.IllegalSaveError("That marble is already in the Safe Zone")
        empty = [
            c for c in range(safe_cell(self.seat, 0), safe_cell(self.seat, SAFE_LENGTH)) if self.occ[c] < 0
        ]
        cell = self.chance.choice(empty)
        self.events.append(MarbleSaved(m, start, cell))
        self.occ[start] = -1
        self.occ[cell] = m
        self.marbles[m] = cell

    def discard(self, kind: CardKind) -> None:
        victims = GucRules._discard_victims(self.table, kind)
        if not victims:
            if kind is TEN:
                raise errors.CannotDiscardError("The next player has no card to discard")
            raise errors.CannotDiscardError("No opponent has a card to discard")
        victim = victims[0] if len(victims) == 1 else self.chance.choice(victims)
        hand = list(self.hands[victim])
        lost = hand.pop(self.chance.randrange(len(hand)))
        self.hands[victim] = tuple(hand)
        self.discarded = (victim, lost)

    # -- after the action -------------------------------------------------------------------------
    def finish(self, card: Card) -> tuple[Event, ...]:
        """Move the card(s) to the Firepit, detect a win, else pass the turn on (with skips)."""
        table = self.table
        seat = self.seat
        hands = self.hands
        play_card(table, seat, card)
        firepit = table.firepit
        events = self.events
        if self.discarded is not None:
            victim, lost = self.discarded
            firepit.append(lost)
            events.append(CardDiscarded(victim, lost, seat))
        table.memo = {}
        # Only the acting seat's marbles can have entered a Safe Zone (own moves and the Saver; a
        # Five never takes an opponent's marble into one), so only the acting seat can have won.
        if min(self.marbles[seat * MARBLES_PER_SEAT : (seat + 1) * MARBLES_PER_SEAT]) >= SAFE_START:
            table.winner = seat
            events.append(GameWon(seat))
            return tuple(events)
        current, turn = seat, table.turn
        while True:
            current += 1
            if current == SEATS:
                current = 0
                turn += 1
                if turn == TURNS_PER_ROUND:
                    turn = 0
                    table.round += 1
                    refill = (firepit, self.chance)
                    table.deck = deal(hands, table.deck, DEAL_ORDER, HAND_SIZE, events, table.round, refill)
            if len(hands[current]) == HAND_SIZE - turn:
                break
            events.append(TurnSkipped(current, table.round, turn, SkipCause.FEW_CARDS))
        table.current = current
        table.turn = turn
        return tuple(events)
