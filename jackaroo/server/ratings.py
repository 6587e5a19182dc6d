"""Players' ratings: the Weng-Lin Bayesian rating of ``openskill``'s Plackett-Luce model.

Weng and Lin, "A Bayesian Approximation Method for Online Ranking", JMLR 12, 2011 (algorithm 4,
Plackett-Luce), as ``openskill`` implements it with its defaults (mu 25, sigma 25/3, beta 25/6,
tau 25/300).  A rating is (mu, sigma), with its ordinal ``mu - 3 sigma`` (a cautious estimate: the
player is at least this good with about 99.9 % confidence).  One rating per account, ruleset and
season.

People see one number, the **shown rating** (:attr:`Rating.shown_rating`), with sigma as its
uncertainty: the ordinal held back so that it never moves against the game's result
(:func:`shown_after`; a new player's is its ordinal, 0).  The ordinal alone can rise after a loss
(sigma shrinks by more than mu falls: one loser in seven or so between random ratings, by up to
about 1.3), and a rating shown rising after a loss puzzles people; lichess's Glicko-2 never shows
that.  Mu is no fix: a player tied second of four rivals can gain mu.  Matchmaking uses mu
(:mod:`.matching`).

A finished game is one match of teams in rank order: in the default game the four seats are four
rivals (the winner first, the other three tied second); in the classic game the partners are one
team (the winning side first).  A person who abandoned the game (left it, or dropped and a CPU took
over, and was not back by its end) is taken out of their side and ranked last, alone: the game
counts as a loss for them whatever their partner did.  A CPU seat plays with a fixed rating
(:data:`CPU_RATINGS`) that never changes; a person not signed in plays with a new player's rating,
not kept.  Which games are rated at all (a person not signed in, one who left at the start,
accounts of one address...) is :mod:`.rating_rules`' decision, carried by :attr:`GameEnd.reason`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from openskill.models import PlackettLuce

#: openskill's model with its defaults (mu 25, sigma 25/3, beta 25/6)
MODEL = PlackettLuce()
#: a new player's rating
NEW_MU, NEW_SIGMA = MODEL.mu, MODEL.sigma
#: mu per Elo point: a difference of d Elo points wins with chance 1 / (1 + 10^(-d/400)); the
#: Plackett-Luce model of two players of small sigma wins with chance 1 / (1 + e^(-(mu1 - mu2) / c)),
#: c = sqrt(2) beta, so d Elo points are d * ln(10) / 400 * sqrt(2) * beta in mu
MU_PER_ELO = math.log(10) / 400 * math.sqrt(2) * MODEL.beta
#: the CPU levels' fixed ratings (mu, sigma): docs/ai.md's ladder (Elo scale, Random 0: Greedy 421,
#: Expert 614, Master 635) in mu, placed so that Greedy plays at a new player's mu; sigma 1 (known)
CPU_RATINGS: dict[str, tuple[float, float]] = {
    level: (NEW_MU + (elo - 421) * MU_PER_ELO, 1.0)
    for level, elo in (("random", 0), ("greedy", 421), ("expert", 614), ("master", 635))
}


#: the reason a game with a CPU seat is not rated on a server that rates none (``game_over``'s
#: ``reason``; the others are :mod:`.rating_rules`')
WITH_CPUS = "with_cpus"


@dataclass(frozen=True, slots=True)
class Player:
    """Seat ``seat`` at the end of a game: ``account`` (None: nobody signed in, or a CPU seat),
    ``cpu`` (the level of a CPU seat, else None), ``abandoned`` (see the module's docstring),
    ``acted`` (a person's actions of their own in the game, not a CPU's for them; None: not
    counted)."""

    seat: int
    account: str | None = None
    cpu: str | None = None
    abandoned: bool = False
    acted: int | None = None


@dataclass(frozen=True, slots=True)
class GameEnd:
    """A game won by seat ``winner``: its ``ruleset``, its sides (``teams``: lists of seats, as the
    ``table`` message's ``teams``), its ``players`` (the seats played, CPU or person), the rating
    ``season``, ``cpu_games_count`` (whether a game with a CPU seat is rated) and ``reason`` (why
    the server's rules do not rate it, :mod:`.rating_rules`; None: they do)."""

    ruleset: str
    winner: int
    teams: tuple[tuple[int, ...], ...]
    players: tuple[Player, ...]
    season: int = 1
    cpu_games_count: bool = False
    reason: str | None = None

    @property
    def with_cpus(self) -> bool:
        return any(p.cpu is not None for p in self.players)

    @property
    def unrated(self) -> str | None:
        """Why the game is not rated: ``reason``, else :data:`WITH_CPUS` for a CPU seat when
        ``cpu_games_count`` is off; None: it is rated (for its players' accounts)."""
        if self.reason is not None:
            return self.reason
        return WITH_CPUS if self.with_cpus and not self.cpu_games_count else None


@dataclass(frozen=True, slots=True)
class Rating:
    """``mu`` and ``sigma``, the ``games`` rated so far, and ``shown``: the rating people see, kept
    with them (:func:`shown_after`; None: the ordinal, as for a new player's rating)."""

    mu: float
    sigma: float
    games: int = 0
    shown: float | None = None

    @property
    def ordinal(self) -> float:
        """The cautious estimate ``mu - 3 sigma``."""
        return self.mu - 3 * self.sigma

    @property
    def shown_rating(self) -> float:
        """The one number people see: ``shown``, else the ordinal."""
        return self.ordinal if self.shown is None else self.shown

    def public(self) -> dict[str, float | int]:
        """What a player is shown: ``rating`` (:attr:`shown_rating`), ``mu``, ``sigma`` (its
        uncertainty), ``games``; rounded to 2 decimals."""
        return {
            "rating": round(self.shown_rating, 2),
            "mu": round(self.mu, 2),
            "sigma": round(self.sigma, 2),
            "games": self.games,
        }


def shown_after(before: float, ordinal: float, won: bool) -> float:
    """The shown rating after a rated game, from the one ``before`` it and the new ``ordinal``: for a
    winner (``won``: ranked first, :func:`ranked_teams`) the greater of the two, for anyone else (a
    loss, or abandoned) the smaller.  So it never rises after a loss nor falls after a win; it is
    at most the ordinal after a loss and at least it after a win, and it is the ordinal after a
    win that leaves the ordinal at or above ``before``."""
    return max(before, ordinal) if won else min(before, ordinal)


@dataclass(frozen=True, slots=True)
class RatingChange:
    """Seat ``seat``'s ``account`` went from ``before`` to ``after`` in this game."""

    seat: int
    account: str
    before: Rating
    after: Rating


def ranked_teams(end: GameEnd) -> list[tuple[tuple[Player, ...], int]]:
    """The match as teams of players with their rank (1 best): the winner's side 1, the other sides
    2, each abandoning player alone and 3.  Sides with nobody left out."""
    by_seat = {p.seat: p for p in end.players}
    out: list[tuple[tuple[Player, ...], int]] = []
    deserters: list[Player] = []
    for team in end.teams:
        members = tuple(by_seat[s] for s in team if s in by_seat and not by_seat[s].abandoned)
        deserters += [by_seat[s] for s in team if s in by_seat and by_seat[s].abandoned]
        if members:
            out.append((members, 1 if end.winner in team else 2))
    out += [((p,), 3) for p in deserters]
    return out


def rate(end: GameEnd, current: dict[str, Rating]) -> dict[str, Rating]:
    """The accounts' new ratings after ``end``, from their ``current`` ones (every account of
    ``end``'s players that is rated: a key of ``current``; the other seats play with fixed ratings:
    CPU levels :data:`CPU_RATINGS`, anyone else a new player's).  Each rated account's ``games``
    grows by one and its ``shown`` rating follows :func:`shown_after`.  Raises nothing for a
    well-formed ``end``; a match of one team changes nothing."""
    teams = ranked_teams(end)
    if len(teams) < 2:
        return dict(current)
    model_teams = []
    for members, _rank in teams:
        model_teams.append([MODEL.rating(*_prior(p, current)) for p in members])
    new = MODEL.rate(model_teams, ranks=[float(rank) for _members, rank in teams])
    out = dict(current)
    for (members, rank), rated in zip(teams, new, strict=True):
        for player, value in zip(members, rated, strict=True):
            if player.account in current:
                old = current[player.account]
                ordinal = Rating(value.mu, value.sigma).ordinal
                shown = shown_after(old.shown_rating, ordinal, rank == 1)
                out[player.account] = Rating(value.mu, value.sigma, old.games + 1, shown)
    return out


def _prior(player: Player, current: dict[str, Rating]) -> tuple[float, float]:
    if player.account is not None and player.account in current:
        rating = current[player.account]
        return rating.mu, rating.sigma
    if player.cpu is not None:
        return CPU_RATINGS[player.cpu]
    return NEW_MU, NEW_SIGMA
