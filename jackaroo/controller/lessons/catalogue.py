"""The guided first game: lessons as data (pure Python, no Qt).

A :class:`Lesson` is a position written as a short sketch (:func:`sketch`: each seat's marbles in
the state notation's locations, the hand of the player at seat 0, any traps;
:mod:`jackaroo.controller.lessons.sketch`), a goal in plain words
and a check of the position after the player's one action.  The lesson runner
(:mod:`jackaroo.controller.lessons.runner`) plays it on the real board with the real controller; the
other seats never move (the lesson ends after the player's action).

Seat 0 is always the player, RED; seat 1 GREEN, seat 2 BLUE, seat 3 YELLOW, so the words can name
the marbles by colour.  Marble ``k`` of seat ``p`` has the id ``4p + k`` in the order the sketch
lists them (the rest are at Home).

The texts are English source strings marked with ``QT_TRANSLATE_NOOP("Lessons", ...)`` (lupdate finds
them); they are translated when shown, ``QCoreApplication.translate(CONTEXT, text)``, so they are
written whole, never assembled.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...model.board import HOME, SAFE_START
from ...model.events import Event, TrapFired
from ...model.game import Game
from ...model.state import GameState
from .sketch import SEAT_NAMES, sketch

#: the translation context of every lesson text
CONTEXT = "Lessons"

#: ``check(before, after, events)``: whether the player's action met the lesson's goal
Check = Callable[[GameState, GameState, Sequence[Event]], bool]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` as a source string of the translation ``context`` (found by
    ``pyside6-lupdate``); returns it unchanged."""
    return text


@dataclass(frozen=True)
class Lesson:
    """One lesson: a ``key`` kept in the progress, a ``title``, the ``goal`` shown before the player
    acts, the position (:func:`sketch` arguments), the ``check`` of the result, ``done`` (said when
    the goal is met) and ``retry`` (said when it is not).  ``show_traps``: the board shows the
    hidden traps during this lesson.  ``solution`` and ``mistake`` are one right and one wrong action
    in the action notation (for the tests; never shown)."""

    key: str
    title: str
    goal: str
    marbles: str
    hand: str
    check: Check
    done: str
    retry: str
    solution: str
    mistake: str
    traps: tuple[int, ...] = field(default=())
    show_traps: bool = False

    def game(self, names: Sequence[str] = SEAT_NAMES) -> Game:
        """A fresh game in the lesson's position, the seats called ``names`` (four, seat order; the
        player sits at seat 0)."""
        return sketch(self.marbles, self.hand, self.traps, names)

    def passed(self, before: GameState, after: GameState, events: Sequence[Event]) -> bool:
        """Whether the action that led from ``before`` to ``after`` with ``events`` met the goal."""
        return self.check(before, after, events)


# -- checks -----------------------------------------------------------------------------------------
def at(marble: int, cell: int) -> Check:
    """``marble`` stands on ``cell`` afterwards."""
    return lambda _before, after, _events: after.marbles[marble] == cell


def home(*marbles: int) -> Check:
    """Every one of ``marbles`` is at Home afterwards."""
    return lambda _before, after, _events: all(after.marbles[m] == HOME for m in marbles)


def safe(marble: int) -> Check:
    """``marble`` is in a Safe Zone afterwards."""
    return lambda _before, after, _events: after.marbles[marble] >= SAFE_START


def moved_safely(marble: int) -> Check:
    """``marble`` moved, no trap fired, and it is still on the board."""

    def check(before: GameState, after: GameState, events: Sequence[Event]) -> bool:
        moved = after.marbles[marble] != before.marbles[marble]
        return moved and after.marbles[marble] != HOME and not any(isinstance(e, TrapFired) for e in events)

    return check


def all_of(*checks: Check) -> Check:
    """Every one of ``checks`` holds."""
    return lambda before, after, events: all(c(before, after, events) for c in checks)


#: the lessons in the order they are offered
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        key="field",
        title=QT_TRANSLATE_NOOP("Lessons", "Bringing a marble out"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "All your red marbles are in your Home. Only an Ace or a King brings a marble out onto "
            "your Base, the cell in front of your Home. Choose the Ace and play it with no marble "
            "chosen (or press F).",
        ),
        marbles="| t40",
        hand="AS 2S 3S 4S",
        check=at(0, 0),
        done=QT_TRANSLATE_NOOP(
            "Lessons", "Your first marble is on the board. An Ace or a King can always bring out another."
        ),
        retry=QT_TRANSLATE_NOOP(
            "Lessons", "The other cards cannot move a marble that is still at Home. Play the Ace on its own."
        ),
        solution="AS field",
        mistake="2S drop",
    ),
    Lesson(
        key="move",
        title=QT_TRANSLATE_NOOP("Lessons", "Moving and capturing"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "A number card moves your marble that many cells forward. A marble that lands exactly on "
            "another marble sends it back to its Home. Send the green marble Home.",
        ),
        marbles="t10 | t16",
        hand="2S 6H 8C 9D",
        check=all_of(at(0, 16), home(4)),
        done=QT_TRANSLATE_NOOP("Lessons", "Captured! The green marble has to start again from its Home."),
        retry=QT_TRANSLATE_NOOP(
            "Lessons", "Count the cells: the green marble is six cells ahead of yours. Play the Six."
        ),
        solution="6H move t10",
        mistake="8C move t10",
    ),
    Lesson(
        key="four",
        title=QT_TRANSLATE_NOOP("Lessons", "The Four goes backwards"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "The Four moves a marble four cells backwards. Your red marble has just left your Base: "
            "take it back with the Four so that it stands right before your Safe Zone, the four "
            "coloured cells by your Home.",
        ),
        marbles="t2 | t40",
        hand="4S 3S 6S 8S",
        check=at(0, 98),
        done=QT_TRANSLATE_NOOP(
            "Lessons",
            "Backwards past your Base, your marble now stands at the entrance of your Safe Zone: "
            "the next small move takes it in.",
        ),
        retry=QT_TRANSLATE_NOOP(
            "Lessons", "Forward it has the whole Track to go. Play the Four on the red marble."
        ),
        solution="4S move t2",
        mistake="3S move t2",
    ),
    Lesson(
        key="five",
        title=QT_TRANSLATE_NOOP("Lessons", "The Five moves anyone"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "The Five moves any marble on the Track five cells forward, an opponent's too, and an "
            "opponent's marble never enters its Safe Zone that way. The green marble is about to "
            "reach its Safe Zone: push it past the entrance so it must go all the way round again.",
        ),
        marbles="t10 | t21",
        hand="5H 2S 3S 6S",
        check=at(4, 26),
        done=QT_TRANSLATE_NOOP(
            "Lessons", "The green marble overshot its Safe Zone and has a whole lap to go."
        ),
        retry=QT_TRANSLATE_NOOP("Lessons", "Choose the Five and click the green marble, not your own."),
        solution="5H move t21",
        mistake="5H move t10",
    ),
    Lesson(
        key="seven",
        title=QT_TRANSLATE_NOOP("Lessons", "Splitting the Seven"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "The Seven can be split between two of your marbles: one moves some cells, the other the "
            "rest of the seven. Capture both green marbles with one Seven: click both red marbles "
            "and choose how many cells the first one moves.",
        ),
        marbles="t10 t30 | t13 t34",
        hand="7S 2S 3S 8S",
        check=home(4, 5),
        done=QT_TRANSLATE_NOOP("Lessons", "Three and four make seven: two captures with one card."),
        retry=QT_TRANSLATE_NOOP(
            "Lessons",
            "One marble must move three cells and the other four. Choose the Seven, click both red "
            "marbles and set the split to three for the one behind the green marble three cells away.",
        ),
        solution="7S split t10 t30 3",
        mistake="3S move t10",
    ),
    Lesson(
        key="jack",
        title=QT_TRANSLATE_NOOP("Lessons", "The Jack swaps"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "The Jack swaps one of your marbles on the Track with another marble on the Track. Your "
            "red marble is far from your Safe Zone; the green marble stands just before your Safe Zone. Swap "
            "them.",
        ),
        marbles="t60 | t96 | t40",
        hand="JS 2S 3S 8S",
        check=at(0, 96),
        done=QT_TRANSLATE_NOOP(
            "Lessons", "Your marble jumped right in front of your Safe Zone, and the green one went back."
        ),
        retry=QT_TRANSLATE_NOOP(
            "Lessons", "Choose the Jack, then click your red marble and the green marble."
        ),
        solution="JS swap t60 t96",
        mistake="JS swap t60 t40",
    ),
    Lesson(
        key="king",
        title=QT_TRANSLATE_NOOP("Lessons", "The King sweeps"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "The King moves a marble thirteen cells and sends every marble on its way Home, yours "
            "too. Sweep both green marbles off the Track with your red marble.",
        ),
        marbles="t10 | t14 t19",
        hand="KS 2S 3S 9S",
        check=all_of(at(0, 23), home(4, 5)),
        done=QT_TRANSLATE_NOOP(
            "Lessons",
            "Both green marbles are back at their Home. Mind your own marbles when you play a King.",
        ),
        retry=QT_TRANSLATE_NOOP(
            "Lessons",
            "Play the King on your red marble (with no marble chosen the King brings a new one out instead).",
        ),
        solution="KS move t10",
        mistake="9S move t10",
    ),
    Lesson(
        key="burner",
        title=QT_TRANSLATE_NOOP("Lessons", "The Burner"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "The Burner sends an opponent's marble on the Track straight back to its Home, wherever "
            "it is, unless it stands on its own Base. Burn the green marble that is about to reach "
            "its Safe Zone.",
        ),
        marbles="t10 | t22 | t50 | t60",
        hand="BURNER 2S 3S 8S",
        check=home(4),
        done=QT_TRANSLATE_NOOP(
            "Lessons",
            "The most dangerous opponent marble is gone. The Burner is best kept for moments like this.",
        ),
        retry=QT_TRANSLATE_NOOP(
            "Lessons", "The green marble was nearly safe. Choose the Burner and click the green marble."
        ),
        solution="BURNER burn t22",
        mistake="BURNER burn t60",
    ),
    Lesson(
        key="saver",
        title=QT_TRANSLATE_NOOP("Lessons", "The Saver"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "The Saver puts one of your marbles on the Track straight into your Safe Zone. The green "
            "marble is right behind one of your red marbles, ready to capture it: save that one.",
        ),
        marbles="t40 t70 | t36",
        hand="SAVER 2S 3S 8S",
        check=safe(0),
        done=QT_TRANSLATE_NOOP("Lessons", "Out of reach: no card can touch a marble in its Safe Zone."),
        retry=QT_TRANSLATE_NOOP(
            "Lessons", "The green marble was four cells behind the red marble on the left. Save that one."
        ),
        solution="SAVER save t40",
        mistake="SAVER save t70",
    ),
    Lesson(
        key="traps",
        title=QT_TRANSLATE_NOOP("Lessons", "Traps"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "Eight cells of the Track are hidden traps: a marble that lands on one goes back to its "
            "Home (passing over is safe), and the trap moves to another hidden cell. Here the traps "
            "are shown. Move the red marble without landing on a trap.",
        ),
        marbles="t10 | t40",
        hand="2S 3S 5H 6S",
        traps=(12, 13, 16),
        show_traps=True,
        check=moved_safely(0),
        done=QT_TRANSLATE_NOOP(
            "Lessons",
            "You jumped over the traps. In a game you will not see them: a trap is shown only once it "
            "has fired (or with View > Show traps).",
        ),
        retry=QT_TRANSLATE_NOOP(
            "Lessons",
            "Your marble landed on a trap. Only one of your cards takes it to a cell without a trap.",
        ),
        solution="5H move t10",
        mistake="3S move t10",
    ),
    Lesson(
        key="safe",
        title=QT_TRANSLATE_NOOP("Lessons", "Into the Safe Zone"),
        goal=QT_TRANSLATE_NOOP(
            "Lessons",
            "Your marble goes round the Track once; at the cell before your Base it turns into your "
            "Safe Zone, the four coloured cells, where nobody can touch it. The steps must fit "
            "exactly. Move the red marble into your Safe Zone.",
        ),
        marbles="t95 s3 | t40",
        hand="6S 2S 3S 9S",
        check=safe(0),
        done=QT_TRANSLATE_NOOP(
            "Lessons",
            "Safe! Bring all four marbles into your Safe Zone to win the game. Now you know the cards: "
            "start a game with Game > New game.",
        ),
        retry=QT_TRANSLATE_NOOP(
            "Lessons",
            "That stopped short on the Track. Count three cells to the entrance, then into the Safe Zone.",
        ),
        solution="6S move t95",
        mistake="3S move t95",
    ),
)


def lesson_index(key: str) -> int:
    """The place of the lesson ``key`` in :data:`LESSONS`; raises KeyError for an unknown key."""
    for index, lesson in enumerate(LESSONS):
        if lesson.key == key:
            return index
    raise KeyError(key)


def first_not_done(done: Sequence[str]) -> int:
    """The index of the first lesson whose key is not in ``done`` (0 when all are done)."""
    return next((i for i, lesson in enumerate(LESSONS) if lesson.key not in done), 0)
