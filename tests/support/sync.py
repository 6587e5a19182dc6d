"""Test helper: does a :class:`~jackaroo.view.board.scene.BoardScene` show a :class:`GameState`?

Used by the view and controller tests after every action, once the animator is idle.
"""

from __future__ import annotations

import re

from jackaroo.model.board import MARBLES_PER_SEAT
from jackaroo.model.state import GameState
from jackaroo.view.board import layout
from jackaroo.view.board.effects import EmblemItem, NoticeItem, PulseItem, TrailItem
from jackaroo.view.board.items import CardItem
from jackaroo.view.board.scene import MAX_BACKS, BoardScene

TOLERANCE = 0.01  # scene units


def view_mismatches(scene: BoardScene, state: GameState) -> list[str]:
    """Everything the scene shows differently from ``state`` (empty when it matches)."""
    problems: list[str] = []
    assert len(scene.marbles) == len(state.marbles), "one marble item per marble"
    for m, item in sorted(scene.marbles.items()):
        want = layout.marble_point(m, state.marbles[m])
        got = item.pos()
        if abs(got.x() - want.x()) > TOLERANCE or abs(got.y() - want.y()) > TOLERANCE:
            problems.append(
                f"marble {m} (cell {state.marbles[m]}) drawn at ({got.x():.2f}, {got.y():.2f}),"
                f" expected ({want.x():.2f}, {want.y():.2f})"
            )
        colour = state.colours[m // MARBLES_PER_SEAT]
        if item.colour != colour:
            problems.append(f"marble {m} is {item.colour}, expected {colour}")
        empty = state.players[m // MARBLES_PER_SEAT] == "none"
        if item.scene() is not scene or item.isVisible() == empty:
            problems.append(f"marble {m} is {'shown' if empty else 'not shown'}")
    human = scene.human_seat
    hand = [item.card for item in scene.hand]
    if scene.hand_hidden:  # hot-seat: the viewing seat's hand lies face down in its place
        if hand or len(scene.hidden_hand) != len(state.hands[human]):
            problems.append(f"hidden hand shows {hand} and {len(scene.hidden_hand)} backs")
    elif hand != list(state.hands[human]) or scene.hidden_hand:
        problems.append(f"hand shows {hand}, expected {list(state.hands[human])}")
    for item in scene.hand:
        if item.scene() is not scene:
            problems.append(f"hand card {item.card} is not in the scene")
    if set(scene.backs) != set(range(len(state.hands))) - {human}:
        problems.append(f"card backs shown for seats {sorted(scene.backs)} with seat {human} viewing")
    for seat, label in sorted(scene.back_counts.items()):
        count = len(state.hands[seat])
        # an empty hand shows no number at all, nor does the viewing seat's
        want = str(count) if count and seat != human else ""
        if seat not in scene.backs:
            if label.text() != want:
                problems.append(f"seat {seat} back count reads {label.text()!r}, expected {want!r}")
            continue
        if label.text() != want:
            problems.append(f"seat {seat} back count reads {label.text()!r}, expected {want!r}")
        backs = len(scene.backs[seat])
        if backs != min(count, MAX_BACKS):
            problems.append(f"seat {seat} shows {backs} card backs for {count} cards")
    top = state.firepit[-1] if state.firepit else None
    if top is None:
        if scene.firepit is not None:
            problems.append(f"Firepit shows {scene.firepit.card}, expected no card")
    elif scene.firepit is None:
        problems.append(f"Firepit shows no card, expected {top}")
    elif scene.firepit.card != top or scene.firepit.scene() is not scene:
        problems.append(f"Firepit shows {scene.firepit.card}, expected {top}")
    deck = scene.deck_count.text()
    if re.findall(r"\d+", deck) != [str(len(state.deck))]:
        problems.append(f"deck count reads {deck!r}, expected {len(state.deck)}")
    # nothing else: no card left over from an animation, no trap flash still showing (a chosen
    # play's preview may show)
    known = {id(item) for item in (*scene.hand, *scene.hidden_hand)} | {id(scene.deck)}
    known |= {id(back) for backs in scene.backs.values() for back in backs}
    if scene.firepit is not None:
        known.add(id(scene.firepit))
    for item in scene.items():
        if isinstance(item, CardItem) and id(item) not in known:
            problems.append(
                f"a stray card item ({item.card}) at ({item.pos().x():.0f}, {item.pos().y():.0f})"
            )
        elif isinstance(item, PulseItem):
            problems.append("a trap flash is still in the scene")
        elif isinstance(item, (EmblemItem, NoticeItem)):
            problems.append(f"an effect ({type(item).__name__}) is still in the scene")
        elif isinstance(item, TrailItem) and item not in scene.last_move and item not in scene.preview:
            problems.append("a stray trail (not the last move's) is in the scene")
    return problems


def assert_view_matches(scene: BoardScene, state: GameState) -> None:
    """Assert that every marble, the human's hand, the opponents' card counts, the Firepit's top
    card and the deck count in ``scene`` are those of ``state``, with no stray card or flash."""
    problems = view_mismatches(scene, state)
    assert not problems, "view differs from the model:\n" + "\n".join(problems)
