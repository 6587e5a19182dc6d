"""A person's input at this computer: the hand at the bottom of the board, the marbles, the keys.

The :class:`HumanInput` answers the question put to a local person (one at a time; hot-seat people
share it).  Clicks and keys edit a pure :class:`~jackaroo.controller.turns.selection.Selection`; the scene
shows it (ringed marbles, the chosen ones, dimmed cards), the side panel shows the Seven's split and
the Ace's distance, and the prompt line says what to do next.  Play answers the question with the
selected action; the :class:`~jackaroo.controller.turns.driver.TurnDriver` plays it.

Input is open only while the person's question is open, their hand is face up and nothing moves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt

from ...ai.advice import best_of
from ...model.actions import Action, Verb, forced_drop, make_action
from ...model.players import GREEDY
from ...view.text.action_words import action_words
from ...view.text.bidi import fill
from ...view.text.names import card_name
from ...view.window.main_window import MainWindow
from .driver import TurnDriver
from .hints import Hints
from .pass_screen import PassScreen
from .preview import preview, traps_hit
from .prompts import selection_prompt, split_label, why_not_marble
from .question import Question
from .selection import Selection
from .thinker import Thinker


class HumanInput(QObject):
    """Selection to scene, keyboard focus, prompts and hints for the local people's questions."""

    def __init__(
        self, window: MainWindow, driver: TurnDriver, pass_screen: PassScreen, thinker: Thinker
    ) -> None:
        super().__init__(window)
        self.window = window
        self.scene = window.scene
        self.driver = driver
        self.pass_screen = pass_screen
        self.selection = Selection()
        #: the marble the keyboard focus is on (Tab, Space)
        self.focus: int | None = None
        #: the open question of a local person (None: no local person is to act)
        self.question: Question | None = None
        #: what the prompt line says instead of the game's state (a replay's position)
        self.prompt_override: Callable[[], str] | None = None
        self.suggest_split = True  # a Seven's split starts at Greedy's (not in the lessons: theirs)
        #: why the marble clicked last could not be chosen (said until the choice changes)
        self.refusal = ""
        #: the banner's hint, taken down when the decision it was for is made
        self.hint_text = ""
        self.hints = Hints(thinker, self)
        #: when no card of the hand has a move, drop one without asking even when the cards differ
        #: (Options > Drop for me); one card, or cards alike, are dropped without asking anyway
        self.auto_drop = False
        #: chooses the card dropped automatically (quick: the Greedy level)
        self.dropper = Hints(thinker, self, level=GREEDY)
        self.scene.card_clicked.connect(self.select_card)
        self.scene.card_double_clicked.connect(self.play_card)
        self.scene.marble_clicked.connect(self.click_marble)
        w = window
        w.play_button.clicked.connect(self.play_selected)
        w.deselect_button.clicked.connect(self.deselect)
        w.hint_button.clicked.connect(self.hint)
        w.split_box.valueChanged.connect(self._split_changed)
        w.distance_box.currentIndexChanged.connect(self._distance_changed)

    # -- the question ---------------------------------------------------------------------------
    def open(self, question: Question) -> None:
        """A local person is asked: their hand and its legal actions become the selection."""
        self.question = question
        self.selection.reset(question.state.hands[question.seat], question.legal_actions())
        self.focus = None
        self.refusal = ""
        self._drop_if_stuck()
        self.refresh()

    def _drop_if_stuck(self) -> None:
        """When no card of the hand has a move and the choice cannot matter (one card, or cards
        alike: :func:`forced_drop`), drop it without asking; with Options > Drop for me, drop any
        (the Greedy level chooses).  Otherwise the person chooses.  Only once its person can see it
        happen (nothing over their hand)."""
        question = self.question
        if question is None or not question.is_open or self.pass_screen.hides(question.seat):
            return
        if question.action is not None or self.dropper.pending():
            return  # answered already, or being dropped
        legal = question.legal_actions()
        forced = forced_drop(legal)
        if forced is not None:
            self._drop(forced)
        elif self.auto_drop and all(action.verb is Verb.DROP for action in legal):
            self.dropper.ask(question, self._drop, self.refresh)

    def shown(self) -> None:
        """The board is idle and shows what :class:`FaceUp` decided: a hand without a move is
        dropped now, in front of its person, when the choice cannot matter."""
        self._drop_if_stuck()

    def forget_game(self) -> None:
        """A new game: the hint and drop policies are made again from its seed."""
        self.hints.reset()
        self.dropper.reset()

    def _drop(self, action: Action) -> None:
        """No card had a move: say so on the board, then drop the card chosen."""
        if self.question is None or not self.question.is_open:
            return
        notice = self.tr("No card has a move: {card} is dropped")
        self.scene.show_notice(fill(notice, card=card_name(action.card)))
        self.pass_screen.dropping(self.question.seat)  # a turn ended without its person's play
        self._answer(action)

    def close(self, question: Question | None = None) -> None:
        """The question (any, if None) is closed: the selection and the marks go."""
        if question is not None and question is not self.question:
            return
        self.question = None
        self.hints.forget()
        self.dropper.forget()
        if self.hint_text and self.window.banner.text() == self.hint_text:  # it was for this decision
            self.window.banner.clear_message()
        self.selection.reset((), ())
        self.focus = None
        self.refusal = ""
        self.refresh()

    def acting(self) -> bool:
        """Whether the person to act may act now: their question open, their hand shown, nothing
        moving."""
        question = self.question
        return (
            question is not None
            and question.is_open
            and self.scene.animator.is_idle()
            and not self.pass_screen.hides(question.seat)
        )

    def _answer(self, action: Action) -> None:
        assert self.question is not None
        self.question.answer(action)

    # -- cards and marbles ----------------------------------------------------------------------
    def select_card(self, index: int) -> None:
        """Select (or deselect) card ``index``; when the person must choose a card to give up (the
        classic Ten's victim), that card is given up at once."""
        if not self.acting() or not 0 <= index < len(self.selection.hand):
            return
        if self.choosing_discard():
            self._answer(make_action(self.selection.hand[index], Verb.DISCARD_CHOICE))
            return
        self.selection.select_card(index)
        self.focus = None
        self.refusal = ""
        self.refresh()

    def play_card(self, index: int) -> None:
        """Double-click on card ``index``: select it and play (a card with one legal action plays
        it whatever is chosen)."""
        if not self.acting() or not 0 <= index < len(self.selection.hand):
            return
        only = self.selection.actions_of(self.selection.hand[index])
        if len(only) == 1:
            self._answer(only[0])
            return
        if self.selection.card_index != index:
            self.selection.select_card(index)
        self.play_selected()

    def click_marble(self, marble: int) -> None:
        """Choose or unchoose ``marble``; one the card cannot act on is not chosen, and the banner,
        the log and the prompt say why (RULES.md 6, as for any play refused: :meth:`refuse`; the
        strict rule lets the mistake be made: it then costs the card)."""
        if not self.acting():
            return
        loc = self._location(marble)
        if loc is None:
            self.refuse(self._why_not_selectable(marble))
            return
        if self.selection.card is None:
            self.window.banner.show_message(self.tr("Choose a card first."), error=False, seconds=3)
            return
        if not self.selection.can_choose(loc) and not self.driver.strict:  # RULES.md 6: say why
            assert self.question is not None
            card, chosen = self.selection.card, self.selection.marbles
            self.refusal = why_not_marble(self.question.game, card, chosen, loc)
            self.refuse(self.refusal)
            self.refresh()
            return
        self.refusal = ""
        self.selection.toggle_marble(loc)
        splits = self.selection.split_actions()
        if splits and self.question is not None and self.suggest_split:  # Greedy's (none: a mistake)
            self.selection.set_split(best_of(self.question.game, splits).split)
        self.refresh()

    def refuse(self, reason: str) -> None:
        """A play the rules forbid was asked for: say why, the same way every time (RULES.md 6;
        the README: "explained in the banner and the log")."""
        self.window.banner.show_message(reason)
        self.window.log.add_message(fill(self.tr("Not possible: {reason}"), reason=reason))

    def choosing_discard(self) -> bool:
        """Whether the seat to act must choose a card to give up for another player's Ten (classic)."""
        question = self.question
        info = question.state.classic if question is not None else None
        return info is not None and info.pending_by is not None

    def _location(self, marble: int) -> int | None:
        """The action location naming ``marble`` for the person, or None (Home, others' Safe Zone)."""
        assert self.question is not None
        return self.question.state.location_of(marble)

    def _why_not_selectable(self, marble: int) -> str:
        assert self.question is not None
        if self.question.state.marbles[marble] < 0:
            return self.tr("A marble in the Home Zone cannot be chosen; an Ace or a King fields it.")
        return self.tr("A marble in a Safe Zone is out of reach.")

    def _distance_changed(self, index: int) -> None:
        value = self.window.distance_box.itemData(index)
        if self.selection.needs_distance() and value in self.selection.distance_options():
            self.selection.set_distance(value)
            self.refresh()

    def _split_changed(self, value: int) -> None:
        if self.selection.needs_split() and value != self.selection.split:
            self.selection.set_split(value)
            self.refresh()

    # -- keys -------------------------------------------------------------------------------------
    def field(self) -> None:
        """F: field with the selected Ace or King, or with the only kind of card that can
        (:meth:`Selection.field_action`); otherwise say why not."""
        if not self.acting():
            return
        action = self.selection.field_action()
        if action is not None:
            self._answer(action)
            return
        if any(a.verb is Verb.FIELD for a in self.question.legal_actions()):  # type: ignore[union-attr]
            text = self.tr("F brings a marble out with an Ace or a King: choose one first.")
        else:
            text = self.tr("No card of yours can bring a marble out now.")
        self.window.banner.show_message(text, error=False, seconds=4)

    def deselect(self) -> None:
        """Esc, Deselect: clear the selection."""
        self.selection.clear()
        self.focus = None
        self.refusal = ""
        self.refresh()

    def enter(self) -> None:
        """Enter: on the pass screen show the hand (on the notice of a turn over: OK), else Play."""
        if self.pass_screen.cover is not None:
            self.pass_screen.accept()
        else:
            self.play_selected()

    def play_selected(self) -> None:
        """Play (button, Enter, double-click): answer with the selected action, or say what is
        missing."""
        if not self.acting():
            return
        action = self.selection.action()
        if action is not None:
            self._answer(action)
            return
        card = self.selection.card
        if card is None:
            text = self.tr("Choose a card to play.")
        elif not self.selection.playable(card):
            text = self.tr("You hold a card that can be played, so you must play it.")
        else:
            text = self.tr("Choose the marble(s) for this card.")
        self.window.banner.show_message(text, error=False, seconds=3)

    # -- hints ------------------------------------------------------------------------------------
    def hint(self) -> None:
        """Hint (button, H): ask the Expert what it would play; when the answer comes its card and
        marbles are selected (the person still presses Play)."""
        if not self.acting() or self.hints.pending():
            return
        assert self.question is not None
        self.hints.ask(self.question, self._show_hint, self._hint_done)
        # said until the hint comes (it replaces this) or is dropped
        self.window.banner.show_message(self._thinking(), error=False, seconds=60)
        self.refresh()

    def _thinking(self) -> str:
        return self.tr("Thinking about a hint…")

    def _hint_done(self) -> None:
        if self.window.banner.text() == self._thinking():  # dropped without an answer
            self.window.banner.clear_message()
        self.refresh()

    def hint_pending(self) -> bool:
        """Whether a hint is being computed."""
        return self.hints.pending()

    def _show_hint(self, action: Action) -> None:
        """Select ``action``'s card, marbles and split, and name it in the banner."""
        if not self.acting() or action.card not in self.selection.hand:
            return
        self.choose(action)
        assert self.question is not None
        words = action_words(action, self.question.state)
        self.hint_text = fill(self.tr("Hint: {action}"), action=words)
        self.window.banner.show_message(self.hint_text, error=False, seconds=8)

    def choose(self, action: Action) -> None:
        """Choose ``action``'s card, marbles, split and distance (not played yet)."""
        self.selection.choose(action)
        self.focus = None
        self.refusal = ""

    # -- showing the selection --------------------------------------------------------------------
    def marble_ids(self, locations: frozenset[int] | tuple[int, ...]) -> set[int]:
        """The marbles standing on action ``locations`` for the seat to act."""
        question = self.question
        if question is None:
            return set()
        state = question.state
        return {m for m in (state.occupied[state.cell_of(loc)] for loc in locations) if m >= 0}

    def refresh(self) -> None:
        """Show the selection on the board and the side panel, and the prompt."""
        window = self.window
        acting = self.acting()
        selection = self.selection
        if acting:
            highlighted = self.marble_ids(selection.highlighted())
            chosen = self.marble_ids(selection.marbles)
            self.scene.set_marks(highlighted, chosen, self.focus)
            self.scene.set_hand_marks([selection.playable(c) for c in selection.hand], selection.card_index)
        else:
            self.scene.set_marks(set(), set())
            self.scene.set_hand_marks([True] * len(self.scene.hand), None)
        self._show_preview(acting)
        needs_split = acting and selection.needs_split()
        window.set_split_visible(needs_split)
        if needs_split:
            window.split_box.blockSignals(True)
            options = selection.split_options() or (1, 6)
            window.split_box.setRange(min(options), max(options))
            window.split_box.setValue(selection.split)
            window.split_box.blockSignals(False)
            window.split_label.setText(split_label(self.driver.game, selection))
        distances = selection.distance_options() if acting else ()
        card = selection.card
        labels = tuple(
            (fill(self.tr("{steps} forward"), steps=d or (card.rank if card else 0)), d) for d in distances
        )
        window.set_distances(labels, selection.distance)
        window.play_button.setEnabled(acting and selection.action() is not None)
        window.deselect_button.setEnabled(acting and selection.card is not None)
        thinking = self.hints.pending()
        window.hint_button.setEnabled(acting and not thinking)
        window.hint_button.setText(self.tr("Thinking…") if thinking else self.tr("H&int"))
        window.view.viewport().setCursor(
            Qt.CursorShape.BusyCursor if thinking else Qt.CursorShape.ArrowCursor
        )
        window.prompt.setText(self._prompt(acting))

    def _show_preview(self, acting: bool) -> None:
        """Draw where the chosen play would take the marbles, once it is complete and legal."""
        game = self.driver.game
        action = self.selection.action() if acting and game is not None else None
        if (
            game is None
            or action is None
            or action.verb in (Verb.DROP, Verb.DISCARD)
            or not self.selection.is_legal()
        ):
            self.scene.clear_preview()
            return
        seen = preview(game, action)
        traps = traps_hit(game, seen, self.scene.show_traps)
        self.scene.show_preview(seen.paths, seen.landings, seen.sent_home, seen.saved, traps)

    def _prompt(self, acting: bool) -> str:
        game = self.driver.game
        if self.prompt_override is not None:
            return self.prompt_override()
        if game is None:
            return ""
        if game.is_over:
            return self.tr("Game over.")
        cover = self.pass_screen.cover
        if cover is not None and cover.passes:
            return fill(
                self.tr("Pass the game to {player}, then press “{player}, show my cards”."),
                player=game.state.names[cover.seat],
            )
        if cover is not None:
            return fill(
                self.tr("{player}: your turn is over. Press OK, then pass the game on."),
                player=game.state.names[cover.seat],
            )
        if not acting and self.driver.paused:  # held behind a question (controller.standstill)
            return self.tr("The game waits for your answer.")
        if not acting:
            shown = self.scene.state or game.state  # the board's turn: in step with the panels
            return fill(self.tr("{player} is playing…"), player=shown.names[shown.current])
        if self.refusal:
            return self.refusal
        if self.choosing_discard():
            assert game.state.classic is not None and game.state.classic.pending_by is not None
            return fill(
                self.tr("{player} played a Ten: choose a card to give up (click it)."),
                player=game.state.names[game.state.classic.pending_by],
            )
        hot_seat = len(self.driver.local_seats()) > 1
        shown = self.scene.show_traps
        return selection_prompt(
            self.selection, game, hot_seat, lambda action: bool(traps_hit(game, preview(game, action), shown))
        )
