"""The traditional ruleset (docs/rules-classic.md), state name "classic".

Legal actions are enumerated by :meth:`ClassicRules.card_actions`; :meth:`ClassicRules.apply` plays
an action only if that enumeration holds it, and otherwise explains the refusal with the same checks
(:mod:`.classic_explain`), so what is offered and what is accepted cannot disagree.  The predicates
both use are in :mod:`.classic_board`, what the default ruleset does alike in :mod:`.kernel`.  An
illegal action changes nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from .. import errors
from ..actions import Action, make_action
from ..board import (
    BACK_PATH,
    HOME,
    MARBLE_COUNT,
    MARBLES_PER_SEAT,
    OWN_PATH,
    SAFE_START,
    Colour,
    all_safe,
    owner,
)
from ..board import base_cell as base_of
from ..cards import Card
from ..chance import Chance
from ..events import (
    CardPlayed,
    Event,
    GameWon,
    SkipCause,
    TurnSkipped,
)
from ..state import ClassicInfo, GameState
from ..table import Table
from .base import Ruleset
from .classic_board import (
    ACE_FAR,
    CLASSIC_DECK,
    EMPTY,
    controlled,
    field_problem,
    hand_size,
    next_seat,
    partner_field_problem,
    path_problem,
    play_order,
    seat_players,
    swap_targets,
    teams_for,
)
from .classic_check import check_classic_state
from .classic_explain import explain
from .kernel import (
    PASSED,
    action_location,
    deal,
    field,
    location_cell,
    move_marble,
    play_card,
    refill,
    splits,
    swap,
)
from .names import (
    ACE,
    CHOICE,
    DISCARD,
    DROP,
    FIELD,
    FIELD_PARTNER,
    FIVE,
    FOUR,
    JACK,
    KING,
    MOVE,
    SEVEN,
    SPLIT,
    SWAP,
    TEN,
)


class ClassicRules(Ruleset):
    """The traditional rulebook: 2-4 players, teams of two opposite, 52 cards dealt 4/4/5."""

    name = "classic"
    player_counts = (2, 3, 4)
    has_traps = False
    has_partners = True

    def deck(self) -> tuple[Card, ...]:
        """The 52 standard cards, one of each."""
        return CLASSIC_DECK

    # -- setup ------------------------------------------------------------------------------------
    def new_state(
        self, chance: Chance, names: Sequence[str], players: Sequence[str]
    ) -> tuple[GameState, tuple[Event, ...]]:
        """A new game; ``players`` holds 2, 3 or 4 values (see ``seat_players``); ValueError if not."""
        seats = seat_players(players)
        colours = list(Colour)
        chance.shuffle(colours)
        dealer = chance.choice([p for p in range(len(seats)) if seats[p] != EMPTY])
        deck = list(CLASSIC_DECK)
        chance.shuffle(deck)
        hands: list[tuple[Card, ...]] = [()] * len(seats)
        order = play_order(seats, dealer)
        events: list[Event] = []
        deck = deal(hands, deck, order, hand_size(1), events, 1)
        state = GameState(
            ruleset=self.name,
            names=tuple(names),
            colours=tuple(colours),
            players=seats,
            marbles=tuple([HOME] * MARBLE_COUNT),
            hands=tuple(hands),
            deck=tuple(deck),
            firepit=(),
            traps=(),
            current=order[0],
            turn=0,
            round=1,
            classic=ClassicInfo(dealer, teams_for(seats)),
        )
        return state, tuple(events)

    # -- legality ---------------------------------------------------------------------------------
    def legal_actions(self, table: Table) -> tuple[Action, ...]:
        """Every legal action; a ``drop`` for each distinct card only when no card is playable."""
        if table.winner is not None:
            return ()
        cards = tuple(dict.fromkeys(table.hands[table.current]))
        actions = [a for card in cards for a in self.card_actions(table, card)]
        if not actions:
            actions = [make_action(card, DROP) for card in cards]
        return tuple(actions)

    def _card_actions(self, table: Table, card: Card) -> list[Action]:
        info = table.classic
        assert info is not None
        if info.pending_by is not None:
            return [make_action(card, CHOICE)]
        seat = table.current
        me = controlled(table, seat)
        occ, marbles, kind = table.occupied, table.marbles, card.kind
        # the cells of the own marbles on the board; inline, as a call cost 2 % of the enumeration
        first = me * MARBLES_PER_SEAT
        own = [marbles[m] for m in range(first, first + MARBLES_PER_SEAT) if marbles[m] >= 0]
        out: list[Action] = []
        if (kind is ACE or kind is KING) and field_problem(table, me) is None:
            out.append(make_action(card, FIELD))
        if kind is FIVE:
            for m, cell in enumerate(marbles):
                owner = m >> 2
                if cell < 0 or (owner != me and cell >= SAFE_START):
                    continue
                path = OWN_PATH[owner][cell][5]
                if path is not None and path_problem(occ, path, owner) is None:
                    out.append(make_action(card, MOVE, (action_location(cell),)))
            if partner_field_problem(table, me) is None:
                out.append(make_action(card, FIELD_PARTNER))
        elif kind is FOUR:
            for cell in own:
                if cell < SAFE_START and path_problem(occ, BACK_PATH[cell], me) is None:
                    out.append(make_action(card, MOVE, (cell,)))
        elif kind is JACK:
            targets = swap_targets(table, me)
            out.extend(make_action(card, SWAP, (a, b)) for a in own if a < SAFE_START for b in targets)
        else:
            distances = ((1, 0), (ACE_FAR, ACE_FAR)) if kind is ACE else ((card.rank, 0),)
            for steps, written in distances:
                for cell in own:
                    path = OWN_PATH[me][cell][steps]
                    if path is not None and path_problem(occ, path, me) is None:
                        out.append(make_action(card, MOVE, (action_location(cell),), written))
            if kind is SEVEN and len(own) >= 2:
                out.extend(splits(card, me, occ, own, table.traps, path_problem))
            elif kind is TEN and table.hands[next_seat(table.players, seat)]:
                out.append(make_action(card, DISCARD))
        return out

    # -- applying ---------------------------------------------------------------------------------
    def apply(self, table: Table, action: Action, chance: Chance) -> tuple[Event, ...]:
        info = table.classic
        assert info is not None
        if table.winner is not None:
            raise errors.game_over(table.names[table.winner])
        seat = table.current
        card = action.card
        if card not in table.hands[seat]:
            raise errors.not_in_hand(card)
        if info.pending_by is not None:
            if action.verb is not CHOICE:
                raise errors.InvalidCardError(
                    "Choose a card to discard for the Ten of {player}", player=table.names[info.pending_by]
                )
            return self._chosen(table, card, chance, info.pending_by)
        verb = action.verb
        if verb is DROP:
            if any(self.card_actions(table, c) for c in table.hands[seat]):
                raise errors.CannotDropError("You hold a playable card, so you must play")
        else:
            if verb is SWAP and not self.listed(action, self.card_actions(table, card)):
                action = make_action(card, SWAP, (action.locs[1], action.locs[0]))
            if not self.listed(action, self.card_actions(table, card)):
                raise explain(table, action, controlled(table, seat))
        events: list[Event] = [CardPlayed(seat, action)]
        _Effect(table, seat, events, chance).perform(action)
        return self._finish(table, seat, card, action.verb is DISCARD, chance, events)

    def forfeit(self, table: Table, card: Card, chance: Chance) -> tuple[Event, ...]:
        """Discard ``card`` without effect and end the turn (``<card> drop``); while a Ten's victim
        must choose, the card is its choice.  Raises GameOverError or InvalidCardError."""
        info = table.classic
        assert info is not None
        if table.winner is not None:
            raise errors.game_over(table.names[table.winner])
        seat = table.current
        if card not in table.hands[seat]:
            raise errors.not_in_hand(card)
        if info.pending_by is not None:
            return self._chosen(table, card, chance, info.pending_by)
        events: list[Event] = [CardPlayed(seat, make_action(card, DROP))]
        return self._finish(table, seat, card, False, chance, events)

    def _chosen(self, table: Table, card: Card, chance: Chance, by: int) -> tuple[Event, ...]:
        """The Ten's victim (the current seat) discards ``card``; play goes on after ``by``."""
        seat = table.current
        events: list[Event] = [CardPlayed(seat, make_action(card, CHOICE))]
        play_card(table, seat, card)
        assert table.classic is not None
        table.classic = replace(table.classic, pending_by=None)
        table.memo = {}
        _advance(table, by, chance, events)
        return tuple(events)

    def _finish(
        self, table: Table, seat: int, card: Card, ten_discard: bool, chance: Chance, events: list[Event]
    ) -> tuple[Event, ...]:
        play_card(table, seat, card)
        table.memo = {}
        info = table.classic
        assert info is not None
        if ten_discard:
            table.classic = replace(info, pending_by=seat)
            table.current = next_seat(table.players, seat)
            return tuple(events)
        sides = sorted(info.teams, key=lambda team: seat not in team)
        for team in sides:
            if all(all_safe(table.marbles, p) for p in team):
                table.winner = seat if seat in team else team[0]
                events.append(GameWon(table.winner))
                return tuple(events)
        _advance(table, seat, chance, events)
        return tuple(events)

    # -- loading ----------------------------------------------------------------------------------
    def check_state(self, state: GameState) -> None:
        check_classic_state(state, Counter(CLASSIC_DECK))


def _advance(table: Table, seat: int, chance: Chance, events: list[Event]) -> None:
    """Pass the turn on from ``seat``: skips, the end of a round, a new set with a new dealer."""
    info = table.classic
    assert info is not None
    order = play_order(table.players, info.dealer)
    size = hand_size(table.round)
    turn = table.turn
    i = order.index(seat)
    hands = table.hands
    while True:
        i += 1
        if i == len(order):
            i = 0
            turn += 1
            if turn == size:
                turn = 0
                table.round += 1
                if hand_size(table.round - 1) > hand_size(table.round):  # a set is over
                    info = replace(info, dealer=order[0])
                    table.classic = info
                    order = play_order(table.players, info.dealer)
                    table.deck = refill(table.deck, table.firepit, chance, events)
                size = hand_size(table.round)
                table.deck = deal(hands, table.deck, order, size, events, table.round)
        current = order[i]
        if len(hands[current]) == size - turn:
            break
        events.append(TurnSkipped(current, table.round, turn, SkipCause.CARD_GIVEN_UP))
    table.current = current
    table.turn = turn


class _Effect:
    """Carries out a legal action on the table, appending its events."""

    def __init__(self, table: Table, seat: int, events: list[Event], chance: Chance) -> None:
        self.table = table
        self.seat = seat
        self.chance = chance
        self.me = controlled(table, seat)
        self.events = events
        self.occ = table.occupied
        self.marbles = table.marbles

    def marble(self, loc: int) -> int:
        """The marble at an action location (``s<i>``: the controlled seat's Safe cell)."""
        return self.occ[location_cell(loc, self.me)]

    def perform(self, action: Action) -> None:
        verb, kind = action.verb, action.card.kind
        if verb is MOVE:
            m = self.marble(action.locs[0])
            cell = self.marbles[m]
            if kind is FOUR:
                self.go(m, BACK_PATH[cell], False, True)
            else:
                steps = action.split or action.card.rank
                self.go(m, OWN_PATH[owner(m)][cell][steps], kind is KING, False)
        elif verb is FIELD:
            self.field(self.me)
        elif verb is FIELD_PARTNER:
            assert self.table.classic is not None
            partner = self.table.classic.partner(self.me)
            assert partner is not None
            m = self.field(partner)
            self.go(m, OWN_PATH[partner][base_of(partner)][5], False, False)
        elif verb is SPLIT:
            a, b = self.marble(action.locs[0]), self.marble(action.locs[1])
            self.go(a, OWN_PATH[self.me][self.marbles[a]][action.split], False, False)
            self.go(b, OWN_PATH[self.me][self.marbles[b]][7 - action.split], False, False)
        elif verb is SWAP:
            swap(self.table, self.marble(action.locs[0]), self.marble(action.locs[1]), self.events)
        # DISCARD (the Ten's) and DROP change no marble

    def go(self, m: int, path: tuple[int, ...] | None, king: bool, backwards: bool) -> None:
        """Move ``m`` along a checked path: a King's sweep, then the landing-on."""
        assert path is not None
        sweep = PASSED if king else None
        move_marble(self.table, m, path, self.seat, self.events, self.chance, backwards=backwards, king=sweep)

    def field(self, owner: int) -> int:
        return field(self.table, owner, self.seat, self.events)
