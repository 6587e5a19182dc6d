"""Jackaroo as a PettingZoo AEC environment (``pip install "jackaroo[env]"``; docs/ai.md).

One agent per occupied seat, ``player_0`` .. ``player_3`` by seat; the agent to act is the seat to
act in the game (a classic Ten's victim acts out of turn, as in the game).  Each agent observes a
dict:

- ``"observation"``: :data:`OBSERVATION_SIZE` integers, what that seat may see and nothing else
  (:func:`features`), seats counted from the observer (0: itself, 1: the next seat, ...);
- ``"action_mask"``: :data:`~jackaroo.env.space.ACTION_COUNT` zeros and ones, the legal actions of
  the :mod:`~jackaroo.env.space` when the agent is to act (all zeros otherwise).

An action is an integer of that space; an illegal one raises ValueError.  When the game ends every
agent is terminated: the winner (with its partner in a classic team game) is rewarded 1, every
other agent -1.  ``reset(seed=n)`` deals the game ``Game.new(seed=n)`` deals, so a seed repeats a
game for the same actions.  Built-in CPUs can play seats through :meth:`JackarooEnv.cpu_observation`
and :func:`~jackaroo.env.space.action_index` (``scripts/env_example.py``).
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..ai.observation import Observation, observe
from ..model.board import MARBLES_PER_SEAT, SAFE_START, SEATS, SIDE, TRACK_LENGTH
from ..model.game import Game
from ..model.players import EMPTY_SEAT, RANDOM
from ..model.rules import CLASSIC_RULESET, DEFAULT_RULESET, RULESETS
from .space import ACTION_COUNT, CARDS, action_index, card_index, index_action

#: the observation's parts, in order, and their sizes
PARTS = (
    ("marbles", SEATS * MARBLES_PER_SEAT),  # -1 Home, 0..99 cells from its Base cell, 100..103 Safe
    ("hand", CARDS),  # copies of each card in the observer's hand
    ("firepit", CARDS),  # copies of each card in the Firepit
    ("hand_sizes", SEATS),
    ("seated", SEATS),  # 1 where a player sits
    ("partner", SEATS),  # 1 at the observer's partner (classic team game)
    ("deck_size", 1),
    ("turn", 1),
    ("round", 1),  # capped at MAX_ROUND
    ("to_act", 1),  # 1 when the observer is to act
    ("discard_choice", 1),  # 1 when the act is choosing a card to give up to a classic Ten
    ("classic", 1),  # 0 the default game, 1 the traditional rules
    ("trap_free", TRACK_LENGTH),  # traps moved since the cell was proved trap-free; -1 never
)
OBSERVATION_SIZE = sum(size for _, size in PARTS)
MAX_ROUND = 1000
MAX_MOVES = 1000
_HIGH = {
    "marbles": SAFE_START + 3,
    "hand": 5,
    "firepit": 102,
    "hand_sizes": 5,
    "deck_size": 102,
    "turn": 4,
    "round": MAX_ROUND,
    "trap_free": MAX_MOVES,
}
_LOW = {"marbles": -1, "trap_free": -1}


def _bounds(table: dict[str, int], default: int) -> np.ndarray:
    return np.array([table.get(name, default) for name, size in PARTS for _ in range(size)], dtype=np.int32)


LOW, HIGH = _bounds(_LOW, 0), _bounds(_HIGH, 1)


def features(obs: Observation, partner: int | None = None) -> np.ndarray:
    """The observation vector of what ``obs.seat`` sees (:data:`PARTS`); ``partner`` is its partner's
    seat in a classic team game."""
    me = obs.seat
    order = [(me + k) % SEATS for k in range(SEATS)]
    marbles = []
    for seat in order:
        for m in range(seat * MARBLES_PER_SEAT, (seat + 1) * MARBLES_PER_SEAT):
            cell = obs.marbles[m]
            if cell < 0:
                marbles.append(-1)
            elif cell >= SAFE_START:
                marbles.append(SAFE_START + (cell - SAFE_START) % MARBLES_PER_SEAT)
            else:
                marbles.append((cell - SIDE * seat) % TRACK_LENGTH)
    hand, firepit = [0] * CARDS, [0] * CARDS
    for card in obs.hand:
        hand[card_index(card)] += 1
    for card in obs.firepit:
        firepit[card_index(card)] += 1
    pending = obs.classic is not None and obs.classic.pending_by is not None and obs.current == me
    trap_free = []
    for cell in range(TRACK_LENGTH):
        since = obs.sightings.moves_since_free(cell)
        trap_free.append(-1 if since is None else min(since, MAX_MOVES))
    values = [
        *marbles,
        *hand,
        *firepit,
        *(obs.hand_sizes[seat] for seat in order),
        *(int(obs.players[seat] != EMPTY_SEAT) for seat in order),
        *(int(seat == partner) for seat in order),
        obs.deck_size,
        obs.turn,
        min(obs.round, MAX_ROUND),
        int(obs.current == me),
        int(pending),
        int(obs.classic is not None),
        *trap_free,
    ]
    return np.array(values, dtype=np.int32)


def env(**kwargs: Any) -> JackarooEnv:
    """A new environment (PettingZoo's usual constructor name); see :class:`JackarooEnv`."""
    return JackarooEnv(**kwargs)


class JackarooEnv(AECEnv):
    """The game as a PettingZoo AEC environment: ``ruleset`` ``"guc"`` (four players) or
    ``"classic"`` (``players`` 2, 3 or 4); ``render_mode`` None or ``"ansi"`` (text)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "jackaroo_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(self, ruleset: str = DEFAULT_RULESET, players: int = 4, render_mode: str | None = None):
        super().__init__()
        if ruleset not in RULESETS or players not in RULESETS[ruleset].player_counts:
            raise ValueError(f"the {ruleset!r} rules do not seat {players} players")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.ruleset, self.players, self.render_mode = ruleset, players, render_mode
        probe = self._new_game(0)
        self.seats = [p for p in range(SEATS) if probe.state.players[p] != EMPTY_SEAT]
        self.possible_agents = [f"player_{seat}" for seat in self.seats]
        self._seat_of = {agent: seat for agent, seat in zip(self.possible_agents, self.seats, strict=True)}
        self.action_spaces = {agent: spaces.Discrete(ACTION_COUNT) for agent in self.possible_agents}
        observation = spaces.Dict(
            {
                "observation": spaces.Box(LOW, HIGH, dtype=np.int32),
                "action_mask": spaces.Box(0, 1, (ACTION_COUNT,), dtype=np.int8),
            }
        )
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self.game = probe

    def _new_game(self, seed: int | None) -> Game:
        players = (RANDOM,) * (4 if self.ruleset == DEFAULT_RULESET else self.players)
        return Game.new(seed=seed, players=players, ruleset=self.ruleset)

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- the AEC protocol --------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.game = self._new_game(seed)
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = f"player_{self.game.current_seat}"

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        obs = self.cpu_observation(agent)
        mask = np.zeros(ACTION_COUNT, dtype=np.int8)
        for action in obs.legal_actions():
            mask[action_index(action)] = 1
        return {"observation": features(obs, self._partner(obs.seat)), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: None is no action")
        move = index_action(int(action))
        legal = self.cpu_observation(agent).legal_actions()
        if move not in legal:
            raise ValueError(f"{agent} cannot play {move} (action {action}) now")
        self._cumulative_rewards[agent] = 0
        self.game.play(move)
        if self.game.is_over:
            winners = self._winners()
            for other in self.agents:
                self.rewards[other] = 1 if self._seat_of[other] in winners else -1
                self.terminations[other] = True
            seats = self.seats
            self.agent_selection = f"player_{seats[(seats.index(self._seat_of[agent]) + 1) % len(seats)]}"
        else:
            self.agent_selection = f"player_{self.game.current_seat}"
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        state = self.game.state
        lines = [f"round {state.round}, turn {state.turn}, player_{state.current} to act"]
        for seat in self.seats:
            cells = " ".join(str(c) for c in state.seat_locations(seat))
            lines.append(f"player_{seat}: marbles {cells}; {len(state.hands[seat])} cards")
        if state.winner is not None:
            lines.append(f"player_{state.winner} has won")
        return "\n".join(lines)

    def close(self) -> None:
        pass

    # -- for built-in CPUs and agents that want the game's own terms ----------------------------------
    def cpu_observation(self, agent: str) -> Observation:
        """What ``agent``'s seat may see, as the built-in CPUs read it (``policy.choose(obs)``)."""
        return observe(self.game, self._seat_of[agent])

    def _partner(self, seat: int) -> int | None:
        classic = self.game.state.classic
        return classic.partner(seat) if classic is not None and self.ruleset == CLASSIC_RULESET else None

    def _winners(self) -> tuple[int, ...]:
        winner = self.game.winner
        assert winner is not None
        classic = self.game.state.classic
        return classic.team_of(winner) if classic is not None else (winner,)
