"""The default ruleset: "Jackaroo: A New Game Spin" exactly as RULES.md reads it (state name "guc").

Legal actions are enumerated by :meth:`GucRules.card_actions` with the predicates of
:mod:`.guc_board`; :meth:`GucRules.apply` plays an action only if that enumeration holds it, and
otherwise explains the refusal with the same predicates (:mod:`.guc_explain`), so what is offered and
what is accepted cannot disagree.  An illegal action changes nothing and draws nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from .. import errors
from ..actions import Action, make_action, one_marble_actions
from ..board import (
    BACK_PATH,
    HOME,
    MARBLE_COUNT,
    MARBLES_PER_SEAT,
    NORMAL_CELLS,
    OWN_PATH,
    SAFE_LENGTH,
    SAFE_START,
    SEATS,
    TRACK_PATH,
    Colour,
    all_safe,
    owner,
    safe_cell,
)
from ..cards import Card, CardKind
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
from ..players import EMPTY_SEAT
from ..state import HAND_SIZE, TURNS_PER_ROUND, GameState
from ..table import Table
from .base import Ruleset
from .guc_board import MOVE_STEPS, TRAP_COUNT, discard_victims, field_problem, path_problem, targets
from .guc_explain import explain
from .kernel import (
    WHOLE_PATH,
    action_location,
    deal,
    field,
    location_cell,
    move_marble,
    play_card,
    send_home,
    splits,
    swap,
)
from .names import (
    ACE,
    BURN,
    BURNER,
    DISCARD,
    DROP,
    FIELD,
    FIVE,
    FOUR,
    JACK,
    KING,
    MOVE,
    QUEEN,
    SAVE,
    SAVER,
    SEVEN,
    SPLIT,
    SWAP,
    TEN,
)

#: every round deals to seat 0 first
DEAL_ORDER: Final = range(SEATS)

__all__ = ["TRAP_COUNT", "GucRules"]


class GucRules(Ruleset):
    """RULES.md: one human and three CPUs, 100-cell track, 8 hidden traps, 102 cards."""

    name = "guc"
    player_counts = (SEATS,)
    has_traps = True
    has_partners = False

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
            marbles=tuple([HOME] * MARBLE_COUNT),
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
        hand = table.hands[table.current]
        for i, card in enumerate(hand):
            if card in hand[:i]:  # a second copy: its actions are the first's
                continue
            card_actions = self.card_actions(table, card)
            actions.extend(card_actions if card_actions else (make_action(card, DROP),))
        return tuple(actions)

    def card_actions(self, table: Table, card: Card) -> tuple[Action, ...]:
        """Legal actions of ``card`` for the seat to act (``drop`` excluded), memoised in the table: a
        Seven's by the traps too, as the splits read them, so that a search may lift the traps off a
        table (the Greedy CPU scores its actions without them) and still share the memo."""
        key = (card, tuple(table.traps)) if card.kind is SEVEN else card
        memo = table.memo
        actions = memo.get(key)
        if actions is None:
            actions = memo[key] = tuple(self._card_actions(table, card))
        return actions

    def _card_actions(self, state: Table, card: Card) -> list[Action]:
        seat = state.current
        occ = state.occupied
        marbles = state.marbles
        kind = card.kind
        # the cells of the own marbles on the board; inline, as a call cost 2 % of the enumeration
        first = seat * MARBLES_PER_SEAT
        own = [marbles[m] for m in range(first, first + MARBLES_PER_SEAT) if marbles[m] >= 0]
        out: list[Action] = []
        if kind is BURNER:
            burns = one_marble_actions(card, BURN)
            return [burns[cell] or make_action(card, BURN, (cell,)) for cell in targets(marbles, seat)]
        if kind is SAVER:
            saves = one_marble_actions(card, SAVE)
            return [saves[c] or make_action(card, SAVE, (c,)) for c in own if c < SAFE_START]
        moves = one_marble_actions(card, MOVE)
        if (kind is ACE or kind is KING) and field_problem(state) is None:
            out.append(make_action(card, FIELD))
        if kind is FIVE:
            own_paths = OWN_PATH[seat]
            for m, cell in enumerate(marbles):
                if 0 <= cell < SAFE_START:
                    path = own_paths[cell][5] if m >> 2 == seat else TRACK_PATH[cell][5]
                    if path is not None and path_problem(occ, path, seat, False) is None:
                        out.append(moves[cell] or make_action(card, MOVE, (cell,)))
        elif kind is FOUR:
            for cell in own:
                if cell < SAFE_START and path_problem(occ, BACK_PATH[cell], seat, False) is None:
                    out.append(moves[cell] or make_action(card, MOVE, (cell,)))
        else:
            steps = card.rank
            king = kind is KING
            own_paths = OWN_PATH[seat]
            for cell in own:
                path = own_paths[cell][steps]
                if path is not None and path_problem(occ, path, seat, king) is None:
                    loc = action_location(cell)
                    out.append(moves[loc] or make_action(card, MOVE, (loc,)))
            if kind is SEVEN and len(own) >= 2:
                out.extend(splits(card, seat, occ, own, state.traps, path_problem))
            elif kind is JACK:
                mine = [cell for cell in own if cell < SAFE_START]
                if mine:
                    others = targets(marbles, seat)
                    out.extend(make_action(card, SWAP, (a, b)) for a in mine for b in others)
            elif (kind is TEN or kind is QUEEN) and discard_victims(state, kind):
                out.append(make_action(card, DISCARD))
        return out

    # -- applying ---------------------------------------------------------------------------------
    def apply(self, table: Table, action: Action, chance: Chance) -> tuple[Event, ...]:
        if table.winner is not None:
            raise errors.game_over(table.names[table.winner])
        seat = table.current
        card = action.card
        if card not in table.hands[seat]:
            raise errors.not_in_hand(card)
        actions = self.card_actions(table, card)
        if action.verb is DROP:
            if actions:
                raise explain(table, action)
        elif not self.listed(action, actions) and (
            action.verb is not SWAP or not self.listed(make_action(card, SWAP, action.locs[::-1]), actions)
        ):  # a Jack's swap may name its two marbles in either order
            raise explain(table, action)
        turn = _Turn(table, chance, seat)
        turn.events.append(CardPlayed(seat, action))
        turn.perform(action)
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
        turn = _Turn(table, chance, seat)
        turn.events.append(CardPlayed(seat, make_action(card, DROP)))
        return turn.finish(card)

    # -- loading ----------------------------------------------------------------------------------
    def check_state(self, state: GameState) -> None:
        if EMPTY_SEAT in state.players:
            p = state.players.index(EMPTY_SEAT)
            raise errors.StateFormatError(
                "'seats[{p}].player': every seat plays in the {name} ruleset", p=p, name=self.name
            )
        if state.classic is not None:
            raise errors.StateFormatError(
                "'dealer', 'teams' and 'pending' are not part of the {name} ruleset", name=self.name
            )
        if state.turn >= TURNS_PER_ROUND:
            raise errors.StateFormatError(
                "'turn' must be in 0..{value}, found {turn}", value=TURNS_PER_ROUND - 1, turn=state.turn
            )
        if len(state.traps) > TRAP_COUNT:
            raise errors.StateFormatError(
                "'traps': at most {most} traps, found {count}",
                most=TRAP_COUNT,
                count=len(state.traps),
            )
        normal = set(NORMAL_CELLS)
        if len(set(state.traps)) != len(state.traps) or not set(state.traps) <= normal:
            raise errors.StateFormatError("'traps' must be distinct Normal Track cells")
        held = list(state.deck) + list(state.firepit)
        for hand in state.hands:
            held.extend(hand)
        if Counter(held) != Counter(self.deck()):
            raise errors.StateFormatError(
                "'deck', 'firepit' and the hands together must hold exactly the {count} cards of the deck",
                count=len(self.deck()),
            )
        turn, current = state.turn, state.current
        for p, hand in enumerate(state.hands):
            limit = HAND_SIZE - turn - (1 if p < current else 0)
            if len(hand) > limit:
                raise errors.StateFormatError(
                    "'seats[{p}].hand': {count} cards is more than a seat can hold"
                    " in turn {turn} with seat {current} to act",
                    p=p,
                    count=len(hand),
                    turn=turn,
                    current=current,
                )
        winners = [p for p in range(SEATS) if all_safe(state.marbles, p)]
        if state.winner is None:
            if winners:
                raise errors.StateFormatError(
                    "'winner': seat {winners} has all its marbles safe", winners=winners[0]
                )
            if len(state.hands[current]) != HAND_SIZE - turn:
                raise errors.StateFormatError(
                    "'seats[{current}].hand': the seat to act in turn {turn} must hold {value} cards",
                    current=current,
                    turn=turn,
                    value=HAND_SIZE - turn,
                )
        elif winners != [state.winner]:
            raise errors.StateFormatError(
                "'winner': seat {winner} does not have all its marbles safe", winner=state.winner
            )


class _Turn:
    """One legal action being applied to a table: changes in place, with the events."""

    def __init__(self, table: Table, chance: Chance, seat: int) -> None:
        self.table = table
        self.chance = chance
        self.seat = seat
        self.marbles = table.marbles
        self.occ = table.occupied
        self.hands = table.hands
        self.events: list[Event] = []
        self.discarded: tuple[int, Card] | None = None

    def marble(self, loc: int) -> int:
        """The marble named by an action location (``t<n>`` any colour, ``s<i>`` the actor's)."""
        return self.occ[location_cell(loc, self.seat)]

    def perform(self, action: Action) -> None:
        verb = action.verb
        kind = action.card.kind
        if verb is MOVE:
            m = self.marble(action.locs[0])
            cell = self.marbles[m]
            if kind is FOUR:
                self.go(m, BACK_PATH[cell], backwards=True)
            elif owner(m) != self.seat:  # an opponent's marble moved by a Five
                self.go(m, TRACK_PATH[cell][5])
            else:
                path = OWN_PATH[self.seat][cell][MOVE_STEPS.get(kind, action.card.rank)]
                assert path is not None
                self.go(m, path, king=kind is KING)
        elif verb is FIELD:
            field(self.table, self.seat, self.seat, self.events)
        elif verb is SPLIT:
            # Atomic (RULES.md section 4, deliberate): both parts were checked before anything moves.
            a, b = self.marble(action.locs[0]), self.marble(action.locs[1])
            paths = OWN_PATH[self.seat]
            first, second = paths[self.marbles[a]][action.split], paths[self.marbles[b]][7 - action.split]
            assert first is not None and second is not None
            self.go(a, first)
            self.go(b, second)
        elif verb is SWAP:
            x, y = self.marble(action.locs[0]), self.marble(action.locs[1])
            mine, other = (x, y) if owner(x) == self.seat else (y, x)
            swap(self.table, mine, other, self.events)
        elif verb is BURN:
            send_home(self.table, self.marble(action.locs[0]), HomeCause.BURN, self.seat, self.events)
        elif verb is SAVE:
            self.save(self.marble(action.locs[0]))
        elif verb is DISCARD:
            self.discard(kind)
        # DROP changes nothing

    def go(self, m: int, path: tuple[int, ...], *, king: bool = False, backwards: bool = False) -> None:
        """Move ``m`` along a checked ``path``: captures (or a King's sweep), then the trap."""
        sweep = WHOLE_PATH if king else None
        move_marble(self.table, m, path, self.seat, self.events, self.chance, backwards=backwards, king=sweep)

    def save(self, m: int) -> None:
        start = self.marbles[m]
        empty = [
            c for c in range(safe_cell(self.seat, 0), safe_cell(self.seat, SAFE_LENGTH)) if self.occ[c] < 0
        ]
        cell = self.chance.choice(empty)
        self.events.append(MarbleSaved(m, start, cell))
        self.occ[start] = -1
        self.occ[cell] = m
        self.marbles[m] = cell

    def discard(self, kind: CardKind) -> None:
        victims = discard_victims(self.table, kind)
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
        if all_safe(self.marbles, seat):
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
