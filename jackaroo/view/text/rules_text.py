"""The rules in plain words, for the Help → Rules dialog.

A readable summary of RULES.md (the default ruleset) as HTML, in RULES.md's vocabulary.  It is built from
a few large translatable blocks (context ``"Rules"``), one per section, so a translator sees whole
paragraphs rather than scattered words.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

from ...model.players import EMPTY_SEAT, HUMAN
from ...model.rules import CLASSIC_RULESET, DEFAULT_RULESET
from ...model.state import GameState
from .bidi import fill
from .classic_rules_text import classic_rules_html
from .names import level_name, seat_colour_name

__all__ = ["rules_html"]


def rules_html(ruleset: str = DEFAULT_RULESET, state: GameState | None = None) -> str:
    """The rules summary of ``ruleset`` (a name of ``jackaroo.model.rules.RULESETS``) as an HTML
    fragment (headings, paragraphs, lists and a table of the cards): the default game's or the
    traditional one's (from :mod:`.classic_rules_text`), then who sits at the table of ``state``
    (if given), what the CPU levels do and the board's keys (so a QGuiApplication must exist)."""
    parts = [RULES_TEXTS[ruleset]()]
    if state is not None:
        parts.append(table_html(state))
    parts.append(levels_html())
    parts.append(keys_html())
    return "\n".join(parts)


def table_html(state: GameState) -> str:
    """Who plays each seat of ``state``'s table: name, colour, a person here or a CPU level."""
    rows = []
    for seat, player in enumerate(state.players):
        if player == EMPTY_SEAT:
            continue
        if player == HUMAN:
            template = QCoreApplication.translate(
                "Rules", "<li><b>{name}</b> ({colour}): a person at this computer</li>"
            )
        else:
            template = QCoreApplication.translate(
                "Rules", "<li><b>{name}</b> ({colour}): a CPU, level {level}</li>"
            )
        rows.append(
            fill(
                template,
                name=html.escape(state.names[seat]),
                colour=seat_colour_name(state, seat),
                level=level_name(player),
            )
        )
    heading = QCoreApplication.translate("Rules", "<h2>At this table</h2>")
    return heading + "<ul>" + "".join(rows) + "</ul>"


def levels_html() -> str:
    """What each CPU level does (docs/ai.md in short)."""
    return QCoreApplication.translate(
        "Rules",
        """<h2>The CPU players</h2>
<ul>
<li><b>Random</b>: picks one of its cards that has a legal action, then one of that card's legal
actions, at random (the game description's CPU).</li>
<li><b>Greedy</b>: plays the action that leaves the best position on the board by a fixed measure:
marbles out and forward, opponents sent Home, risk of being captured.</li>
<li><b>Expert</b>: imagines the hidden cards and traps many ways and plays the action that does best on
average over its next turn.</li>
</ul>
<p>A CPU sees only what a seated player sees: its own hand, the board, the Firepit, how many cards each
hand and the Deck hold, and traps only once they have fired.</p>""",
    )


def keys_html() -> str:
    """The board's keys (controller.turns.board_gestures, Esc, and the Game and Help menus' shortcuts
    as this platform writes them: a QGuiApplication must exist)."""

    def native(keys: QKeySequence.StandardKey) -> str:
        return html.escape(QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText))

    template = QCoreApplication.translate(
        "Rules",
        """<h2>Keys</h2>
<p>The keys act on the board when it has the keyboard focus (after typing in the chat, click the
board first):</p>
<ul>
<li><b>1</b>-<b>5</b>: choose a card of your hand, counted from the left.</li>
<li><b>Tab</b>: go to the next ringed marble; <b>Space</b>: choose it, or leave it.</li>
<li><b>F</b>: field a marble with the chosen Ace or King; with none chosen, with the one you hold.</li>
<li><b>Enter</b>: play what you have chosen.</li>
<li><b>Esc</b>: deselect; in a replay, back to the game.</li>
<li><b>H</b>: a hint.</li>
<li><b>{undo}</b>: take back your last action (the game then counts as assisted); Game → Redo
plays it again.</li>
<li><b>{rules}</b>: these rules.</li>
</ul>""",
    )
    return fill(
        template,
        undo=native(QKeySequence.StandardKey.Undo),
        rules=native(QKeySequence.StandardKey.HelpContents),
    )


# The sections of the summary, one translatable HTML block each (context "Rules"): a table of
# texts is their clearest form, so they stand here whole rather than in a function.
DEFAULT_RULES_BLOCKS = (
    QT_TRANSLATE_NOOP(
        "Rules",
        """<h1>Jackaroo</h1>
<h2>The goal</h2>
<p><b>In short:</b> play one card a turn to bring your marbles out of your Home Zone, all the way
round the Track and into your Safe Zone; the first with all four there wins.</p>
<p>Four players race their marbles around the board. Each player owns four marbles of one colour.
The first player to bring all four marbles into
their own Safe Zone wins the game at once.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        """<h2>The board</h2>
<ul>
<li><b>Track</b>: a ring of 100 cells that every marble travels clockwise.</li>
<li><b>Home Zone</b>: where each player's four marbles wait at the start, and where a marble goes
back when it is sent Home.</li>
<li><b>Base cell</b>: the Track cell where a player's marbles enter the game (a field). A marble
standing on <i>its own</i> Base cell is protected: no marble may pass it or land on it, not even with
a King, and it cannot be burned or swapped away. On another player's Base cell it has no protection.</li>
<li><b>Safe Zone Entry</b>: the Track cell two cells before a player's Base cell. From there a marble
turns off the Track into its own Safe Zone; it never passes its own Entry on the Track.</li>
<li><b>Safe Zone</b>: four cells (Safe cell 0 to 3) that only their owner can enter. A marble in a
Safe Zone cannot be captured, passed or landed on.</li>
<li><b>Hidden traps</b>: eight Trap cells are hidden on the Track. A trap fires only when a marble
<i>lands</i> on it (passing over does nothing): that marble goes back Home, and the trap moves to a new
hidden cell. There are always eight traps.</li>
</ul>""",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        """<h2>A round and a turn</h2>
<ul>
<li>At the start of each round every player is dealt 4 cards from the Deck. A round has four turns;
in each turn the players act in order clockwise, the player at the bottom of the board first.</li>
<li>To act, a player chooses one card from their hand and plays it. The played card goes face up on
the Firepit. When the Deck runs low, the Firepit is shuffled into the Deck.</li>
<li>If the chosen card has no legal action at all, it is dropped on the Firepit without effect.</li>
<li>A player who lost a card to a Ten or a Queen has one card too few and is <b>skipped</b> once in
that round for each card lost.</li>
</ul>""",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        """<h2>Moving a marble</h2>
<p>A card moves a marble an exact number of cells. A marble that lands on another marble sends that
marble Home (a capture). A marble near its Safe Zone Entry continues into its Safe Zone; if the card's
rank would take it past Safe cell 3, the move is illegal. A Four moves backwards and never enters or
leaves a Safe Zone.</p>
<p>A move is not allowed when:</p>
<ol>
<li>a marble in a Safe Zone is in the way or on the target cell;</li>
<li>a marble standing on its own Base cell is in the way or on the target cell;</li>
<li>one of your own marbles is in the way or on the target cell;</li>
<li>the marble would go from its Safe Zone Entry into its Safe Zone while another marble stands on that
Entry (landing on the Entry itself is allowed, and captures);</li>
<li>more than one marble stands between the start and the target cell (passing one marble and
capturing another is allowed).</li>
</ol>
<p><b>The King</b> ignores rules 3, 4 and 5: it sends <i>every</i> marble on its path and on its
target cell Home, your own included. Rules 1 and 2 stop a King too.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        """<h2>The cards</h2>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Card</th><th>What it does</th></tr>
<tr><td>Two, Three, Six, Eight, Nine</td><td>Move one of your marbles forward by the card's rank.</td></tr>
<tr><td>Ace</td><td>Field a marble (from your Home Zone onto your Base cell), or move 1.</td></tr>
<tr><td>Four</td><td>Move one of your marbles 4 cells backwards.</td></tr>
<tr><td>Five</td><td>Move <i>any</i> marble on the Track 5 forward, yours or an opponent's. An
opponent's marble moved this way never enters a Safe Zone.</td></tr>
<tr><td>Seven</td><td>Move 7, or split the seven between two of your marbles (for example 3 and 4).
If either part is illegal, nothing moves.</td></tr>
<tr><td>Ten</td><td>Move 10, or make the next player discard a random card to the Firepit (not
allowed if their hand is empty).</td></tr>
<tr><td>Jack</td><td>Move 11, or swap one of your marbles on the Track with an opponent's marble on the
Track that is not on its own Base cell. A swap never fires a trap.</td></tr>
<tr><td>Queen</td><td>Move 12, or make a random opponent who holds cards discard a random card to the
Firepit.</td></tr>
<tr><td>King</td><td>Field a marble, or move 13 and send every marble on the path Home.</td></tr>
<tr><td>Burner</td><td>Burn: send an opponent's marble on the Track Home (not one on its own Base
cell).</td></tr>
<tr><td>Saver</td><td>Save: put one of your marbles from the Track (its Base cell included) on a random
empty cell of your Safe Zone.</td></tr>
</table>
<p>To <b>field</b> a marble you need a marble in your Home Zone and none of your own marbles on your
Base cell; an opponent's marble on your Base cell is sent Home.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        """<h2>The wild cards</h2>
<p>The <b>Burner</b> and the <b>Saver</b> have no rank and no suit. The Burner destroys an opponent's
marble on the Track (a marble on its own Base cell or in a Safe Zone is out of reach). The Saver moves
one of your marbles on the Track straight into a random empty cell of your Safe Zone, skipping the rest
of the way.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        """<h2>Mistakes</h2>
<ul>
<li>The game only offers legal selections. If you still ask for an illegal action with a card that has
legal actions, the game explains why, and you keep the card and your turn.</li>
<li>If the card you chose has no legal action at all, the game says so and the card is discarded to
the Firepit.</li>
<li>With the <b>strict</b> setting, any invalid play discards the card and ends your turn, as in the
original description of the game.</li>
</ul>""",
    ),
)


def default_rules_html() -> str:
    """The default game's rules summary (RULES.md)."""
    return "\n".join(QCoreApplication.translate("Rules", block) for block in DEFAULT_RULES_BLOCKS)


#: the rules summary of each ruleset, by its name
RULES_TEXTS: dict[str, Callable[[], str]] = {
    DEFAULT_RULESET: default_rules_html,
    CLASSIC_RULESET: classic_rules_html,
}
