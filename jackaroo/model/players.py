"""Who sits at a seat: the values of the state notation's ``player`` field, defined once.

A seat is played by a person at this computer (:data:`HUMAN`), by a CPU of one of the
:data:`CPU_LEVELS`, or by nobody (:data:`EMPTY_SEAT`, the classic ruleset with two or three players).
The app, the statistics, the CPU registry and the notation all use these names.
"""

from __future__ import annotations

HUMAN = "human"
#: a seat nobody plays (classic ruleset only): no cards, its marbles stay Home, it never acts
EMPTY_SEAT = "none"
#: the CPU levels, weakest first: the game description's CPU, the best-looking move, the search,
#: the longer search
CPU_LEVELS = ("random", "greedy", "expert", "master")
RANDOM, GREEDY, EXPERT, MASTER = CPU_LEVELS
#: every ``player`` value, in the order the app offers them
PLAYERS = (HUMAN, *CPU_LEVELS, EMPTY_SEAT)

__all__ = ["CPU_LEVELS", "EMPTY_SEAT", "EXPERT", "GREEDY", "HUMAN", "MASTER", "PLAYERS", "RANDOM"]
