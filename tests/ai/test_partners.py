"""CPUs in the classic team game help their partner and never treat its marbles as threats."""

from __future__ import annotations

import pytest
from support.classic_position import classic_position

from jackaroo.ai import observe
from jackaroo.ai.evaluate import WIN, evaluate, seat_values, sides
from jackaroo.ai.expert import ExpertPolicy
from jackaroo.ai.greedy import GreedyPolicy
from jackaroo.ai.policy import Policy
from jackaroo.model import Game
from jackaroo.model.cards import CardKind

HOME = -1


def choice(policy: Policy, game: Game) -> str:
    return str(policy.choose(observe(game, game.current_seat)))


def cpus() -> list[Policy]:
    return [GreedyPolicy(1), ExpertPolicy(1, samples=8)]


def marbles(**cells: tuple[int, ...]) -> tuple[int, ...]:
    """16 cells from per-seat tuples (``s0=(40,)``: seat 0's first marble on t40), the rest Home."""
    out = [HOME] * 16
    for name, seat_cells in cells.items():
        seat = int(name[1])
        out[4 * seat : 4 * seat + len(seat_cells)] = seat_cells
    return tuple(out)


def test_a_partners_marble_is_no_threat_but_an_opponents_is() -> None:
    alone = marbles(s0=(42,))
    behind_partner = marbles(s0=(42,), s2=(29,))
    behind_opponent = marbles(s0=(42,), s1=(29,))
    partners = sides(0, 2)
    assert partners == (0, 1, 0, 1) and sides(0, None) == (0, 1, 2, 3)
    mine = [seat_values(m, side=partners)[0] for m in (alone, behind_partner, behind_opponent)]
    assert mine[0] == mine[1] > mine[2]


def test_a_side_wins_only_with_both_partners_safe() -> None:
    safe = (100, 101, 102, 103)
    one_done = marbles(s0=safe, s2=(60,))
    both_done = marbles(s0=safe, s2=(108, 109, 110, 111))
    assert seat_values(one_done, side=sides(0, 2))[0] < WIN
    assert seat_values(both_done, side=sides(0, 2))[0] > WIN
    assert seat_values(one_done)[0] > WIN  # alone, four safe marbles win
    assert evaluate(both_done, 0, 2) > evaluate(one_done, 0, 2) > 0


def test_on_its_own_base_a_classic_marble_is_exposed() -> None:
    on_base = marbles(s0=(0,), s1=(95,))
    assert seat_values(on_base)[0] > seat_values(on_base, base_safe=False)[0]


def test_greedy_lands_before_its_partner_rather_than_before_an_opponent() -> None:
    # t42 has only the partner's marble (t29) behind it; t43 has an opponent's (t47) a Four away
    game = classic_position("t40 | t47 | t29", hand="2C 3D 9H 9S")
    assert choice(GreedyPolicy(1), game) == "2C move t40"


@pytest.mark.parametrize("policy", cpus(), ids=["greedy", "expert"])
def test_the_five_takes_the_partners_marble_home(policy: Policy) -> None:
    # seat 2's Entry is t48: a Five from t45 ends on its Safe cell 1, out of reach of the opponent
    # on t38
    game = classic_position("t10 | t38 | t45 s2 s3 t80", hand="5C 2D 9H 9S")
    assert choice(policy, game) == "5C move t45"


@pytest.mark.parametrize("policy", cpus(), ids=["greedy", "expert"])
def test_the_king_does_not_sweep_the_partner_home(policy: Policy) -> None:
    # a King from t0 to t13 would send the partner's marble on t5 home; the Eight passes it
    game = classic_position("t0 | t70 | t5", hand="KS 8D 9H 9C")
    action = policy.choose(observe(game, 0))
    assert action.card.kind is not CardKind.KING
    game.play(action)
    assert game.state.marbles[8] == 5


@pytest.mark.parametrize("policy", cpus(), ids=["greedy", "expert"])
def test_a_finished_seat_moves_its_partners_marble_home(policy: Policy) -> None:
    # seat 2's Entry is t48: a Nine from t40 ends on its Safe cell 0, away from the opponent on t35
    game = classic_position("s0 s1 s2 s3 | t35 | t40", hand="9C 2D 3H 6S")
    assert game.state.controlled_seat(0) == 2
    assert choice(policy, game) == "9C move t40"
