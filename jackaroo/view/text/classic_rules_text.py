"""The traditional ("classic") rules in plain words, for Help → Rules while a classic game is on.

A readable summary of docs/rules-classic.md as HTML, in a few large translatable blocks (context
``"ClassicRules"``), one per section, like :mod:`.rules_text` for the default game.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["classic_rules_html"]


# The sections of the summary, one translatable HTML block each (context "ClassicRules"): a table of
# texts is their clearest form, so they stand here whole rather than in a function.
CLASSIC_RULES_BLOCKS = (
    QT_TRANSLATE_NOOP(
        "ClassicRules",
        """<h1>Jackaroo: the traditional rules</h1>
<h2>The goal</h2>
<p>Two, three or four players race their marbles around the board. With four players, partners sit
opposite each other and win together: a team wins when all eight of its marbles are in their Safe
Zones. With two or three players everyone plays alone and the first to bring all four marbles into
their Safe Zone wins. Unused seats stay empty.</p>""",
    ),
    QT_TRANSLATE_NOOP(
        "ClassicRules",
        """<h2>Cards and rounds</h2>
<ul>
<li>The deck has the 52 standard cards (no jokers, no Burner or Saver, and no traps on the board).</li>
<li>Rounds come in sets of three: 4, 4 and then 5 cards to every player. After each set all cards are
shuffled together and the next player clockwise deals. Play starts left of the dealer.</li>
<li>You <b>must</b> play a card if any card in your hand can be played. Only when no card can be played
do you discard one card of your choice, and nothing else happens.</li>
</ul>""",
    ),
    QT_TRANSLATE_NOOP(
        "ClassicRules",
        """<h2>Moving a marble</h2>
<ul>
<li>A card moves a marble an exact number of cells, clockwise, into its owner's Safe Zone at its Safe
Zone Entry. A move that would overshoot the Safe Zone is not allowed, and a marble never goes round the
board twice.</li>
<li>A marble may never land on or pass over a marble of its own colour.</li>
<li>Other marbles may be passed, any number of them; a marble landed on is sent Home.</li>
<li>Marbles in a Home Zone or a Safe Zone are protected. A marble standing on a player's Safe Zone
Entry blocks that player's way into the Safe Zone.</li>
<li>To <b>field</b> a marble you need a marble at Home and none of your own on your Base cell; another
marble on your Base cell is sent Home.</li>
</ul>""",
    ),
    QT_TRANSLATE_NOOP(
        "ClassicRules",
        """<h2>The cards</h2>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Card</th><th>What it does</th></tr>
<tr><td>Ace</td><td>Field a marble, or move 1, or move 11.</td></tr>
<tr><td>Two, Three, Six, Eight, Nine</td><td>Move one of your marbles forward by the card's rank.</td></tr>
<tr><td>Four</td><td>Move one of your marbles 4 cells backwards (it may back past its Safe Zone Entry
and enter later).</td></tr>
<tr><td>Five</td><td>Move <i>any</i> marble on the Track 5 forward, yours or another player's; or, with
a partner, field your partner's marble and move it 5 from their Base cell.</td></tr>
<tr><td>Seven</td><td>Move 7, or split the seven between two of your marbles.</td></tr>
<tr><td>Ten</td><td>Move 10, or make the next player give up a card of their choice; they also lose
their next turn.</td></tr>
<tr><td>Jack</td><td>Switch one of your marbles on the Track with any other marble on the
Track.</td></tr>
<tr><td>Queen</td><td>Move 12.</td></tr>
<tr><td>King</td><td>Field a marble, or move 13 and send Home every other player's marble it passes,
except marbles on their own Base cell.</td></tr>
</table>""",
    ),
    QT_TRANSLATE_NOOP(
        "ClassicRules",
        """<h2>Partners</h2>
<p>With four players, once all four of your marbles are in your Safe Zone you play your cards for your
partner's marbles as if they were your own, until your team has all eight marbles home safe.</p>
<p>When another player's Ten makes you give up a card, the game asks you to choose it: click the card
to give up.</p>""",
    ),
)


def classic_rules_html() -> str:
    """The classic rules summary as an HTML fragment (headings, paragraphs, lists, a card table)."""
    return "\n".join(QCoreApplication.translate("ClassicRules", block) for block in CLASSIC_RULES_BLOCKS)
