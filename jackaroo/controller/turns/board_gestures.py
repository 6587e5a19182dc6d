"""The board's shortcuts for a play: the keys, a hand card dragged onto a marble, an empty cell
clicked.

The keys act only while the board has the focus (typed into a text field, such as the chat, they go
to the field): 1-5 choose a card, Tab and Space walk the ringed marbles and choose one, F fields,
Enter plays (or takes the seat on a pass screen), H asks for a hint.  All of them end in the same
choices a person makes with clicks (:class:`HumanInput`): the card, its marbles and split, then
Play.  A cell names a play by where it would land a marble, as the move preview
(:mod:`jackaroo.controller.turns.preview`) shows it: hidden traps are not foreseen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut

from ...model.actions import Action, Verb
from .human_input import HumanInput
from .preview import preview


class BoardGestures(QObject):
    """Connects the scene's drag and cell signals to ``input``'s choices."""

    def __init__(self, input: HumanInput, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.input = input
        input.scene.card_dropped.connect(self.drop_card)
        input.scene.cell_clicked.connect(self.click_cell)
        keys: list[tuple[str, Callable[[], None]]] = [
            *((str(n + 1), lambda n=n: input.select_card(n)) for n in range(5)),
            ("Tab", self.cycle_focus),
            ("Space", self.toggle_focus),
            ("F", input.field),
            ("Return", input.enter),
            ("Enter", input.enter),
            ("H", input.hint),
        ]
        view = input.window.view
        self.shortcuts = []
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), view, context=Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    def cycle_focus(self) -> None:
        """Tab: move the keyboard focus to the next ringed marble."""
        input = self.input
        if not input.acting():
            return
        marbles = sorted(input.marble_ids(input.selection.highlighted()))
        if not marbles:
            input.focus = None
        elif input.focus not in marbles:
            input.focus = marbles[0]
        else:
            input.focus = marbles[(marbles.index(input.focus) + 1) % len(marbles)]
        input.refresh()

    def toggle_focus(self) -> None:
        """Space: choose (or unchoose) the focused marble."""
        if self.input.focus is not None:
            self.input.click_marble(self.input.focus)

    def drop_card(self, index: int, marble: int) -> None:
        """Hand card ``index`` was dragged onto ``marble``: choose both, and play if that is a
        whole legal play (a Seven or a Jack may still want a second marble)."""
        if not self.input.acting() or not 0 <= index < len(self.input.selection.hand):
            return
        if self.input.selection.card_index != index:
            self.input.selection.select_card(index)
            self.input.selection.marbles = ()
        self.input.click_marble(marble)
        if self.input.selection.is_legal():
            self.input.play_selected()

    def click_cell(self, cell: int) -> None:
        """An empty cell was clicked with a card chosen: the play of that card (with the marbles
        chosen so far) that lands a marble there is made, if there is exactly one; a Seven split
        with both marbles chosen only takes that split (Play confirms it)."""
        game, card = self.input.driver.game, self.input.selection.card
        if not self.input.acting() or game is None or card is None:
            return
        chosen = self.input.selection.marbles
        # plays by what they would do: a Seven's split in either order is one play
        plays: dict[frozenset[tuple[int, int]], list[Action]] = {}
        for action in self.input.selection.actions_of(card):
            if action.verb in (Verb.DROP, Verb.DISCARD) or not set(chosen) <= set(action.locs):
                continue
            landings = frozenset(preview(game, action).landings)
            if cell in {c for _m, c in landings}:
                plays.setdefault(landings, []).append(action)
        if len(plays) != 1:
            text = (
                self.tr("No play of this card lands there.")
                if not plays
                else self.tr("Several plays land there: click the marble to move first.")
            )
            self.input.window.banner.show_message(text, error=False, seconds=4)
            return
        (same,) = plays.values()
        action = next((a for a in same if a.locs == chosen), same[0])
        self.input.choose(action)
        if action.verb is Verb.SPLIT and len(chosen) == 2:
            self.input.refresh()
        else:
            self.input.play_selected()
