"""The game controller: the only caller of ``Game.play``.

It turns clicks and keys into the human's actions (through the pure :class:`Selection`), asks the CPU
policies for theirs, catches the model's error family and shows it, and paces turns: a CPU acts only
once the view's animation queue is idle, and the human's input is open only on the human's turn while
nothing moves.  Human and CPU seats are symmetric: a seat with a policy plays by itself; a seat
without one waits for the player.

Policies think off the GUI thread (:class:`Thinker`), on an observation of a copy of the game.  When
the view turns idle on a CPU's turn the controller asks the CPU's policy and starts the CPU delay
timer; the action is played once both the delay has passed and the answer has come (so a slow Expert
plays as soon as it has decided, a quick one waits for the delay).  Each question remembers the game
and position it was asked about: an answer for another game or turn (a new game was started while
the policy thought) is ignored.  The Hint button asks the Expert the same way for the player.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDialog

from ..ai.observation import observe
from ..ai.policy import Policy
from ..ai.registry import make_policy
from ..model.actions import Action, Verb, make_action
from ..model.board import SAFE_START, safe_index
from ..model.cards import CardTable
from ..model.errors import JackarooError
from ..model.events import Event, TurnSkipped
from ..model.game import Game
from ..model.record import GameRecord
from ..model.rules import DEFAULT_RULESET
from ..model.state import GameState
from ..model.statistics import GameResult, Statistics, count_captures
from ..view.describe import log_entry
from ..view.dialogs import GameOptions, GameOverDialog, RulesDialog, StartDialog, show_about
from ..view.items import COLOURS
from ..view.main_window import MainWindow
from ..view.messages import error_text
from ..view.rules_text import rules_html
from ..view.seats import cpu_name
from ..view.sound import SoundBoard
from ..view.stats_dialog import StatisticsDialog
from .files import GameFiles
from .memory import release_free_memory
from .preferences import PreferencesController
from .replay import Replay
from .saves import read_game_file
from .selection import Selection
from .stats_store import load_statistics, save_statistics
from .thinker import Thinker

#: the level the Hint button asks
HINT_LEVEL = "expert"
#: the ``player`` value of an empty seat (classic ruleset): it never acts
EMPTY_SEAT = "none"


def seat_policies(players: Sequence[str], seed: object) -> dict[int, Policy | None]:
    """A policy per CPU seat (made from its level and ``seed``), None for a human seat; empty seats
    get no entry.  Raises KeyError for an unknown level."""
    return {
        seat: None if level == "human" else make_policy(level, f"{seed}:{seat}")
        for seat, level in enumerate(players)
        if level != EMPTY_SEAT
    }


@dataclass
class _Question:
    """A question to a policy about one position of one game, and its answer once it came."""

    request: int
    game: Game
    state: GameState
    answered: bool = False
    action: Action | None = None
    due: bool = False  # the CPU delay has passed

    def about(self, game: Game | None) -> bool:
        """Whether this question is about ``game`` as it is now (same game, same position)."""
        return game is self.game and game.state is self.state


class GameController(QObject):
    """Runs one game at a time in a :class:`MainWindow`."""

    #: emitted with the winning seat when a game ends (before the game-over dialog opens)
    game_finished = Signal(int)
    #: emitted after every action the model accepted, with its events
    action_played = Signal(object)

    def __init__(self, window: MainWindow, cards: CardTable) -> None:
        super().__init__(window)
        self.window = window
        self.scene = window.scene
        self.cards = cards
        self.game: Game | None = None
        self.options = GameOptions("")
        self.policies: dict[int, Policy | None] = {}
        self.selection = Selection()
        #: the first human seat (the one the board is seen from when a game starts)
        self.human_seat = 0
        #: hot-seat: the seat the "Pass to <name>" screen is waiting for (None: not shown)
        self.pass_to: int | None = None
        #: hot-seat: the human whose hand was shown last
        self.shown_seat: int | None = None
        self._reveal_asked = False
        self.strict = False
        self.cpu_delay_ms = 700
        self.focus: int | None = None
        #: where the game is kept after every action (None: no autosave; the app sets it)
        self.autosave_file: Path | None = None
        self.game_over_dialog: GameOverDialog | None = None
        #: the game whose end was announced (its game-over dialog is not opened again)
        self._announced: Game | None = None
        #: the game in progress as a record: its start (new or loaded) and every action since
        self.record: GameRecord | None = None
        #: the replay being shown, if any (no CPU acts and no input reaches the game meanwhile)
        self.replay: Replay | None = None
        self.stats_dialog: StatisticsDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self._rules_ruleset = DEFAULT_RULESET  # the ruleset the rules dialog shows
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._cpu_step)
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._decided)
        self._cpu: _Question | None = None  # the CPU decision in progress
        self._hint: _Question | None = None  # the hint being computed
        self._hint_policy: Policy | None = None
        self.scene.animator.idle.connect(self._on_idle)
        self.scene.card_clicked.connect(self.select_card)
        self.scene.card_double_clicked.connect(self._double_click)
        self.scene.marble_clicked.connect(self.click_marble)
        self.scene.pass_accepted.connect(self.reveal_hand)
        w = window
        w.play_button.clicked.connect(self.play_selected)
        w.deselect_button.clicked.connect(self.deselect)
        w.hint_button.clicked.connect(self.hint)
        w.split_box.valueChanged.connect(self._split_changed)
        w.distance_box.currentIndexChanged.connect(self._distance_changed)
        w.new_action.triggered.connect(self.ask_new_game)
        #: the Game menu's files: save, open, record, log, autosave
        self.files = GameFiles(self)
        w.open_action.triggered.connect(self.files.ask_open)
        w.save_action.triggered.connect(self.files.ask_save)
        w.save_record_action.triggered.connect(self.files.ask_save_record)
        w.replay_action.triggered.connect(lambda: self.start_replay())
        w.export_log_action.triggered.connect(self.files.ask_export_log)
        w.stats_action.triggered.connect(self.show_statistics)
        self.action_played.connect(self.files.autosave)
        w.quit_action.triggered.connect(w.close)
        w.rules_action.triggered.connect(self.show_rules)
        w.about_action.triggered.connect(lambda: show_about(w, self.game.seed if self.game else None))
        keys: list[tuple[str, Callable[[], None]]] = [
            ("1", lambda: self.select_card(0)),
            ("2", lambda: self.select_card(1)),
            ("3", lambda: self.select_card(2)),
            ("4", lambda: self.select_card(3)),
            ("5", lambda: self.select_card(4)),
            ("Tab", self.cycle_focus),
            ("Space", self.toggle_focus),
            ("F", self.field),
            ("Return", self.play_selected),
            ("Enter", self.play_selected),
            ("Escape", self.deselect),
            ("H", self.hint),
        ]
        self.shortcuts = []
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        #: the sound effects of the events the scene shows, in step with the animations
        self.sound = SoundBoard(parent=self)
        self.scene.event_shown.connect(self.sound.on_event)
        #: the settings: View and Options menus, the Settings dialog, QSettings
        self.preferences = PreferencesController(self, self.sound)
        self._refresh_controls()

    def show_rules(self) -> None:
        """Help > Rules, beside the board (not modal: the game goes on)."""
        ruleset = self.game.state.ruleset if self.game is not None else DEFAULT_RULESET
        if self.rules_dialog is not None and self._rules_ruleset != ruleset:
            self.rules_dialog.close()
            self.rules_dialog.deleteLater()
            self.rules_dialog = None
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(rules_html(ruleset), self.window)
            self._rules_ruleset = ruleset
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    # -- games ------------------------------------------------------------------------------------
    def ask_new_game(self) -> None:
        dialog = StartDialog(self.options.name, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.start(dialog.options())

    def _drop_game(self) -> None:
        """Stop everything about the game in progress: timers, questions, dialog, animations."""
        self._timer.stop()
        self.thinker.cancel()
        self._cpu = self._hint = None
        dialog = self.game_over_dialog
        if dialog is not None:
            self.game_over_dialog = None
            dialog.close()
            dialog.deleteLater()
        self.game = None  # the old game's last steps finish without starting a turn
        self.pass_to = None
        self._reveal_asked = False
        self.scene.hide_pass_screen()
        if self.replay is not None:
            replay, self.replay = self.replay, None
            replay.close()
        self.scene.animator.flush()

    def start(
        self, options: GameOptions, ruleset: str | None = None, players: Sequence[str] | None = None
    ) -> None:
        """Start a new game with ``options``' table of seats (usually: seat 0 is the player).

        ``ruleset`` names a ruleset of ``jackaroo.model.rules.RULESETS`` (``"guc"``, the default
        game, or ``"classic"``, docs/rules-classic.md; None: ``options.ruleset``).  ``players`` are
        the seats' ``player`` values as :meth:`Game.new` takes them (``"human"`` or a CPU level; the
        classic ruleset takes 2, 3 or 4, ``"none"`` marking an empty seat); None: the kinds of
        ``options``' seats.  Raises KeyError for an unknown ruleset or level and ValueError for
        players that do not suit the ruleset (nothing changes then).
        """
        table = options.table()
        if players is None:
            players = tuple(seat.kind for seat in table)
        # an empty seat keeps a name in the state (never shown): its usual CPU name
        names = tuple(seat.name or cpu_name(i or len(table)) for i, seat in enumerate(table))
        rules = ruleset or options.ruleset
        game = Game.new(seed=options.seed, players=players, ruleset=rules, names=names)
        seed = game.seed
        policies = seat_policies(game.state.players, seed)
        self.human_seat = 0  # where the board is seen from when no human plays
        self._take_over(
            game, GameRecord.start(game), policies, self.tr("New game, seed {seed}").format(seed=seed)
        )
        self.options = options
        release_free_memory()  # what the last game freed goes back to the system
        self._on_idle()

    def _take_over(
        self, game: Game, record: GameRecord, policies: dict[int, Policy | None], log_line: str
    ) -> None:
        """Drop the game in progress and show ``game`` instead, from its first human seat (if it has
        one), with a fresh log that starts with ``log_line``."""
        self._drop_game()
        self.game = game
        self.record = record
        self.policies = policies
        players = game.state.players
        if "human" in players:
            self.human_seat = players.index("human")
        self.scene.set_viewer(self.human_seat)
        self.shown_seat = self.human_seat
        self._hint_policy = None
        self.selection.reset((), ())
        self.focus = None
        self.scene.sync(game.state)
        self.window.log.clear()
        self.window.add_log([log_line])
        self.window.show_state(game.state)

    def stop(self) -> None:
        """Stop the game in progress for good (before the window goes away): timers, CPU questions
        and animations end, and an answer still on its way is ignored.  The board keeps showing it."""
        self._drop_game()
        self.thinker.shutdown()
        self._refresh_controls()

    def play_seat_by(self, seat: int, policy: Policy | None) -> None:
        """From now on ``policy`` plays ``seat`` of the game in progress (None: the player does); used
        by the self-test and demos to let a CPU play the player's seat.  A question already put to
        the seat's previous policy is forgotten (its answer is ignored)."""
        self.policies[seat] = policy
        if self._cpu is not None and self.game is not None and self.game.current_seat == seat:
            self._cpu = None
            self._timer.stop()
        if self.scene.animator.is_idle():
            self._on_idle()

    # -- saved games ------------------------------------------------------------------------------
    def load_from(self, path: Path) -> bool:
        """Continue the game saved in ``path``, a saved game or a game record (told apart by its
        ``format``).  A record is then replayed from its start; Back to the game continues it.
        A bad file is named in the banner and changes nothing (the game in progress goes on; the
        file is left as it is)."""
        try:
            loaded = read_game_file(Path(path))
            if isinstance(loaded, GameRecord):
                record, game = loaded, loaded.final_game()
            else:
                record, game = GameRecord.start(loaded), loaded
        except JackarooError as error:
            self.window.banner.show_message(
                self.tr("Could not open {name}: {reason}").format(
                    name=Path(path).name, reason=error_text(error)
                )
            )
            return False
        players = game.state.players
        seed = int.from_bytes(hashlib.sha256(game.to_json().encode()).digest()[:4], "big")
        try:
            policies = seat_policies(players, seed)
        except KeyError as error:
            self.window.banner.show_message(
                self.tr("Could not open {name}: unknown player {level}").format(
                    name=Path(path).name, level=str(error)
                )
            )
            return False
        self._take_over(game, record, policies, self.tr("Game loaded from {path}").format(path=str(path)))
        if len(record):
            self.start_replay()
        else:
            self._on_idle()
        return True

    # -- replay and statistics ----------------------------------------------------------------------
    def start_replay(self, start: int = 0) -> None:
        """Game > Replay…: show the game so far from position ``start`` (the CPUs stop, the player's
        input is closed) until Back to the game."""
        record = self.record
        if self.game is None or record is None:
            return
        if not len(record):
            self.window.banner.show_message(self.tr("Nothing to replay yet."), error=False, seconds=3)
            return
        if self.replay is not None:
            self.replay.go_to(start)
            return
        self._timer.stop()
        self.thinker.cancel()
        self._cpu = self._hint = None
        if self.game.is_over:
            self._announced = self.game  # no game-over dialog when the replay ends
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
        if self.pass_to is not None:  # the hand stays hidden; the screen comes back after the replay
            self.pass_to = None
            self.scene.hide_pass_screen()
        self.selection.reset((), ())
        self.focus = None
        self.replay = Replay(record, self.window)
        self.replay.leave_requested.connect(self.end_replay)
        self.replay.begin(start)
        self._refresh_controls()

    def end_replay(self) -> None:
        """Back to the game: the board shows the game's position again and play goes on."""
        replay, game = self.replay, self.game
        if replay is None:
            return
        replay.close()  # its last animation ends while the replay still holds the CPUs back
        self.replay = None
        if game is not None:
            self.scene.sync(game.state)
            self.window.show_state(game.state)
        self._on_idle()
        self._refresh_controls()

    def show_statistics(self) -> None:
        """Game > Statistics…: the player's statistics, beside the board (not modal)."""
        stats = load_statistics()
        if self.stats_dialog is None:
            self.stats_dialog = StatisticsDialog(stats, self.window)
            self.stats_dialog.reset_confirmed.connect(self._reset_statistics)
        else:
            self.stats_dialog.show_statistics(stats)
        self.stats_dialog.show()
        self.stats_dialog.raise_()

    def _reset_statistics(self) -> None:
        save_statistics(Statistics())
        if self.stats_dialog is not None:
            self.stats_dialog.show_statistics(Statistics())

    def _count_finished_game(self) -> None:
        """The action just played ended the game: add it to the player's statistics (once: the
        result's fingerprint is the final state with its generator).  Only games of the default
        ruleset with exactly one human seat count (not a game watched, nor a hot-seat game, nor a
        classic game: docs/records.md)."""
        game, record = self.game, self.record
        if game is None or record is None:
            return
        if game.state.ruleset != DEFAULT_RULESET:
            return
        humans = [seat for seat, player in enumerate(game.state.players) if player == "human"]
        if len(humans) != 1:
            return
        human = humans[0]
        captures = sum(count_captures(step.events, human) for step in record.steps())
        fingerprint = hashlib.sha256(game.to_json().encode()).hexdigest()[:24]
        stats = load_statistics().add(GameResult.of(game.state, human, captures, fingerprint))
        save_statistics(stats)
        if self.stats_dialog is not None:
            self.stats_dialog.show_statistics(stats)

    # -- whose turn -------------------------------------------------------------------------------
    def human_to_act(self) -> bool:
        """Whether the player may act now: their turn, the game on, nothing moving."""
        game = self.game
        return (
            game is not None
            and not game.is_over
            and self.policies.get(game.current_seat) is None
            and self.scene.animator.is_idle()
            and self.replay is None
            and self.pass_to is None
        )

    def _on_idle(self) -> None:
        game = self.game
        if game is None or self.replay is not None:
            return
        if game.is_over:
            self.pass_to = None  # nobody takes the seat any more (the hands stay as they were)
            self.scene.hide_pass_screen()
            self._finish_game()
            self._refresh_controls()
            return
        if self._reveal_asked:
            self._reveal_asked = False
            self.reveal_hand()
        self._update_viewer()
        if self.policies.get(game.current_seat) is not None:
            self._cpu_think()
        elif self.pass_to is None:
            hand = game.state.hands[game.current_seat]
            self.selection.reset(hand, game.legal_actions())
            self.focus = None
        self._refresh_controls()

    # -- hot-seat ---------------------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        """The seats a person plays (no policy), seat order."""
        return [seat for seat, policy in sorted(self.policies.items()) if policy is None]

    def _next_human(self) -> int | None:
        """The human to act now, else (several humans, a CPU to act) the next human in turn order."""
        game = self.game
        assert game is not None
        seat = game.current_seat
        if self.policies.get(seat) is None:
            return seat
        humans = self.human_seats()
        if len(humans) < 2:
            return None
        return min(humans, key=lambda human: (human - seat) % len(game.state.hands))

    def _update_viewer(self) -> None:
        """The view is idle: show the hand of the human to act (or, between CPU turns, of the next
        human).  With several humans, a change of human puts up the "Pass to <name>" screen, which
        hides the hand until :meth:`reveal_hand`."""
        game = self.game
        target = self._next_human() if game is not None else None
        if game is None or target is None or target == self.pass_to:
            return
        if target == self.scene.human_seat and not self.scene.hand_hidden:
            return
        if len(self.human_seats()) < 2 or target == self.shown_seat:
            # one human, or the screen waited for someone whose turn was skipped: no one to pass to
            self.pass_to = None
            self.scene.hide_pass_screen()
            self.scene.set_viewer(target)
            self.shown_seat = target
            return
        self.pass_to = target
        self.scene.set_viewer(target, hidden=True)
        self.scene.show_pass_screen(game.state.names[target])

    def reveal_hand(self) -> None:
        """The pass screen's button (or Enter): show the named player's hand.  While something
        moves, it is shown once the view is idle."""
        if self.pass_to is None:
            return
        if not self.scene.animator.is_idle():
            self._reveal_asked = True
            return
        self.pass_to = None
        self.scene.hide_pass_screen()
        self.scene.set_viewer(self.scene.human_seat, hidden=False)
        self.shown_seat = self.scene.human_seat
        self._on_idle()

    def _cpu_think(self) -> None:
        """A CPU is to act and the view is idle: ask its policy (off the GUI thread), start the delay."""
        game = self.game
        assert game is not None
        question = self._cpu
        if question is not None and question.about(game):  # idle again: the question is already out
            if not question.due and not self._timer.isActive():
                self._timer.start(self.cpu_delay_ms)
            self._cpu_play()
            return
        seat = game.current_seat
        policy = self.policies[seat]
        assert policy is not None
        # the worker gets its own copy: an observation reads its game lazily
        request = self.thinker.think(policy, observe(game.copy(), seat))
        self._cpu = _Question(request, game, game.state)
        self._timer.start(self.cpu_delay_ms)

    def _cpu_step(self) -> None:
        """The CPU delay has passed: play if the answer is there (else when it comes)."""
        question = self._cpu
        if question is not None and question.about(self.game):
            question.due = True
            self._cpu_play()

    def _decided(self, request: int, action: Action | None) -> None:
        """An answer from the Thinker (GUI thread); answers to other games or turns are ignored."""
        cpu, hint = self._cpu, self._hint
        if cpu is not None and cpu.request == request:
            cpu.answered, cpu.action = True, action
            self._cpu_play()
        elif hint is not None and hint.request == request:
            self._hint = None
            if hint.about(self.game) and action is not None and self.human_to_act():
                self._show_hint(action)
            self._refresh_controls()

    def _cpu_play(self) -> None:
        """Play the CPU's answer once it has come and the delay has passed, if still its turn."""
        question, game = self._cpu, self.game
        if question is None or not (question.answered and question.due) or game is None:
            return
        if not question.about(game) or game.is_over or not self.scene.animator.is_idle():
            return
        self._cpu = None
        action = question.action
        if action is None or not self._apply(action):
            self._apply(game.legal_actions()[0])  # a policy's mistake must not stall the game

    # -- hints ------------------------------------------------------------------------------------
    def hint(self) -> None:
        """Hint (button, H): ask the Expert what it would play for the player; when the answer comes
        its card and marbles are selected (the player still presses Play)."""
        game = self.game
        if not self.human_to_act() or self._hint is not None or game is None:
            return
        if self._hint_policy is None:
            self._hint_policy = make_policy(HINT_LEVEL, f"{game.seed}:hint")
        seat = game.current_seat
        request = self.thinker.think(self._hint_policy, observe(game.copy(), seat))
        self._hint = _Question(request, game, game.state)
        self.window.banner.show_message(self.tr("Thinking about a hint…"), error=False, seconds=3)
        self._refresh_controls()

    def hint_pending(self) -> bool:
        """Whether a hint is being computed."""
        return self._hint is not None

    def _show_hint(self, action: Action) -> None:
        """Select ``action``'s card, marbles and split, and name it in the banner."""
        selection = self.selection
        if action.card not in selection.hand:
            return
        selection.clear()
        selection.select_card(selection.hand.index(action.card))
        if action.verb is not Verb.DROP:
            for loc in action.locs:
                selection.toggle_marble(loc)
            if action.verb is Verb.SPLIT:
                selection.set_split(action.split)
            if action.verb is Verb.MOVE and action.split in selection.distance_options():
                selection.set_distance(action.split)
        self.focus = None
        self.window.banner.show_message(
            self.tr("Hint: {notation}").format(notation=str(action)), error=False, seconds=6
        )

    def _apply(self, action: Action) -> bool:
        """Play ``action`` for the current seat; on a model error show it and return False."""
        game = self.game
        assert game is not None
        seat = game.current_seat
        before = game.state
        try:
            events = game.play(action)
        except JackarooError as error:
            self._mistake(action, error)
            return False
        self._show(seat, str(action), events, before)
        return True

    def _show(self, seat: int, notation: str, events: tuple[Event, ...], before: GameState) -> None:
        game = self.game
        assert game is not None
        after = game.state
        self.window.add_log(log_entry(seat, notation, events, before, after))
        if self.record is not None:
            self.record = self.record.add(notation)
        if game.is_over:
            self._count_finished_game()
        skipped = [after.names[e.seat] for e in events if isinstance(e, TurnSkipped)]
        if skipped:
            if after.ruleset == "classic":
                template = self.tr("Loses this turn (a card given up for a Ten): {players}")
            else:
                template = self.tr("Skipped (too few cards): {players}")
            self.window.banner.show_message(
                template.format(players=", ".join(skipped)),
                error=False,
                seconds=3,
            )
        self.selection.reset((), ())
        self.focus = None
        self.window.show_state(after)
        self._refresh_controls()
        self.action_played.emit(events)
        self.scene.show_events(events, after)

    def _mistake(self, action: Action, error: JackarooError) -> None:
        """RULES.md section 6: explain; in strict mode the card is discarded and the turn ends."""
        game = self.game
        assert game is not None
        message = error_text(error)
        self.window.add_log(
            [self.tr("Not possible: {notation}: {reason}").format(notation=str(action), reason=message)]
        )
        if self.strict and self.policies.get(game.current_seat) is None:
            self.window.banner.show_message(
                self.tr("{reason}. Strict rules: the card is discarded.").format(reason=message)
            )
            seat, before = game.current_seat, game.state
            events = game.forfeit(action.card)
            self._show(seat, f"{action.card} drop", events, before)
        else:
            self.window.banner.show_message(message)

    def _finish_game(self) -> None:
        game = self.game
        if game is None or game.winner is None or self.game_over_dialog is not None:
            return
        if self._announced is game:
            return
        self._announced = game
        state = game.state
        winner = state.winner
        assert winner is not None
        self.game_finished.emit(winner)
        colour = state.colours[winner]
        partner_seat = state.classic.partner(winner) if state.classic is not None else None
        partner = None
        if partner_seat is not None:
            other = state.colours[partner_seat]
            partner = (state.names[partner_seat], self._colour_name(other.value), COLOURS[other].name())
        dialog = GameOverDialog(
            state.names[winner],
            self._colour_name(colour.value),
            COLOURS[colour].name(),
            self.window,
            partner=partner,
        )
        dialog.finished.connect(self._game_over_choice)
        self.game_over_dialog = dialog
        dialog.open()

    def _colour_name(self, colour: str) -> str:
        names = {
            "RED": self.tr("red"),
            "GREEN": self.tr("green"),
            "BLUE": self.tr("blue"),
            "YELLOW": self.tr("yellow"),
        }
        return names[colour]

    def _game_over_choice(self, result: int) -> None:
        dialog = self.sender()
        if isinstance(dialog, GameOverDialog):
            dialog.deleteLater()  # a child of the window: it would stay for the whole session
        self.game_over_dialog = None
        if result == GameOverDialog.NEW_GAME:
            QTimer.singleShot(0, self.ask_new_game)
        elif result == GameOverDialog.REPLAY:
            self.start_replay()
        elif result == GameOverDialog.QUIT:
            QApplication.instance().quit()  # type: ignore[union-attr]

    # -- the player's selection ---------------------------------------------------------------------
    def select_card(self, index: int) -> None:
        """Select (or deselect) the player's card ``index``; when the player must choose a card to
        give up (the classic Ten's victim), that card is given up at once."""
        if not self.human_to_act() or not 0 <= index < len(self.selection.hand):
            return
        if self.choosing_discard():
            self._apply(make_action(self.selection.hand[index], Verb.DISCARD_CHOICE))
            return
        self.selection.select_card(index)
        self.focus = None
        self._refresh_controls()

    def _double_click(self, index: int) -> None:
        if not self.human_to_act():
            return
        if self.selection.card_index != index:
            self.selection.select_card(index)
        self.play_selected()

    def click_marble(self, marble: int) -> None:
        if not self.human_to_act() or self.game is None:
            return
        loc = self._location(marble)
        if loc is None:
            self.window.banner.show_message(self._why_not_selectable(marble))
            return
        if self.selection.card is None:
            self.window.banner.show_message(self.tr("Choose a card first."), error=False, seconds=3)
            return
        self.selection.toggle_marble(loc)
        self._refresh_controls()

    def choosing_discard(self) -> bool:
        """Whether the seat to act must choose a card to give up for another player's Ten (classic)."""
        info = self.game.state.classic if self.game is not None else None
        return info is not None and info.pending_by is not None

    def _owner(self) -> int:
        """The seat whose marbles ``s<i>`` names for the seat to act: its own, or (classic partner
        assist, all its own marbles safe) its partner's."""
        assert self.game is not None
        state = self.game.state
        seat = state.current
        if state.classic is not None:
            partner = state.classic.partner(seat)
            if partner is not None and all(c >= SAFE_START for c in state.seat_locations(seat)):
                return partner
        return seat

    def _location(self, marble: int) -> int | None:
        """The action location naming ``marble`` for the player, or None (Home, others' Safe Zone)."""
        assert self.game is not None
        cell = self.game.state.marbles[marble]
        if 0 <= cell < SAFE_START:
            return cell
        if cell >= SAFE_START and marble // 4 == self._owner():
            return SAFE_START + safe_index(cell)
        return None

    def _why_not_selectable(self, marble: int) -> str:
        assert self.game is not None
        if self.game.state.marbles[marble] < 0:
            return self.tr("A marble in the Home Zone cannot be chosen; an Ace or a King fields it.")
        return self.tr("A marble in a Safe Zone is out of reach.")

    def _distance_changed(self, index: int) -> None:
        value = self.window.distance_box.itemData(index)
        if self.selection.needs_distance() and value in self.selection.distance_options():
            self.selection.set_distance(value)
            self._refresh_controls()

    def _split_changed(self, value: int) -> None:
        if self.selection.needs_split() and value != self.selection.split:
            self.selection.set_split(value)
            self._refresh_controls()

    def cycle_focus(self) -> None:
        """Tab: move the keyboard focus to the next highlighted marble."""
        if not self.human_to_act():
            return
        marbles = sorted(self._marble_ids(self.selection.highlighted()))
        if not marbles:
            self.focus = None
        elif self.focus not in marbles:
            self.focus = marbles[0]
        else:
            self.focus = marbles[(marbles.index(self.focus) + 1) % len(marbles)]
        self._refresh_controls()

    def toggle_focus(self) -> None:
        """Space: choose (or unchoose) the focused marble."""
        if self.focus is not None:
            self.click_marble(self.focus)

    def field(self) -> None:
        """F: field with the selected Ace or King."""
        if self.human_to_act():
            action = self.selection.field_action()
            if action is not None:
                self._apply(action)

    def deselect(self) -> None:
        """Esc: clear the selection (during a replay: back to the game)."""
        if self.replay is not None:
            self.end_replay()
            return
        self.selection.clear()
        self.focus = None
        self._refresh_controls()

    def play_selected(self) -> None:
        """Play (button, Enter, double-click): ask the model for the selected action.  (Enter on
        the pass screen shows the hand.)"""
        if self.pass_to is not None:
            self.reveal_hand()
            return
        if not self.human_to_act():
            return
        action = self.selection.action()
        if action is None:
            card = self.selection.card
            if card is None:
                self.window.banner.show_message(self.tr("Choose a card to play."), error=False, seconds=3)
            elif not self.selection.playable(card):
                self.window.banner.show_message(
                    self.tr("You hold a card that can be played, so you must play it."),
                    error=False,
                    seconds=3,
                )
            else:
                self.window.banner.show_message(
                    self.tr("Choose the marble(s) for this card."), error=False, seconds=3
                )
            return
        self._apply(action)

    # -- showing the selection ----------------------------------------------------------------------
    def _marble_ids(self, locations: frozenset[int] | tuple[int, ...]) -> set[int]:
        game = self.game
        if game is None:
            return set()
        seat = self._owner()
        out = set()
        for loc in locations:
            cell = loc if loc < SAFE_START else SAFE_START + 4 * seat + (loc - SAFE_START)
            m = game.state.occupied[cell]
            if m >= 0:
                out.add(m)
        return out

    def _refresh_controls(self) -> None:
        window = self.window
        acting = self.human_to_act()
        selection = self.selection
        if acting:
            highlighted = self._marble_ids(selection.highlighted())
            chosen = self._marble_ids(selection.marbles)
            self.scene.set_marks(highlighted, chosen, self.focus)
            self.scene.set_hand_marks([selection.playable(c) for c in selection.hand], selection.card_index)
        else:
            self.scene.set_marks(set(), set())
            self.scene.set_hand_marks([True] * len(self.scene.hand), None)
        needs_split = acting and selection.needs_split()
        window.set_split_visible(needs_split)
        if needs_split:
            window.split_box.blockSignals(True)
            window.split_box.setValue(selection.split)
            window.split_box.blockSignals(False)
        distances = selection.distance_options() if acting else ()
        card = selection.card
        labels = tuple(
            (self.tr("{steps} forward").format(steps=d or (card.rank if card else 0)), d) for d in distances
        )
        window.set_distances(labels, selection.distance)
        window.play_button.setEnabled(acting and selection.action() is not None)
        window.deselect_button.setEnabled(acting and selection.card is not None)
        window.hint_button.setEnabled(acting and self._hint is None)
        window.prompt.setText(self._prompt(acting))

    def _prompt(self, acting: bool) -> str:
        game = self.game
        if game is None:
            return ""
        if self.replay is not None:
            return self.replay.prompt()
        if game.is_over:
            return self.tr("Game over.")
        if self.pass_to is not None:
            return self.tr("Pass the game to {player}, then press “{player}, show my cards”.").format(
                player=game.state.names[self.pass_to]
            )
        if not acting:
            return self.tr("{player} is playing…").format(player=game.state.names[game.current_seat])
        if self.choosing_discard():
            assert game.state.classic is not None and game.state.classic.pending_by is not None
            return self.tr("{player} played a Ten: choose a card to give up (click it).").format(
                player=game.state.names[game.state.classic.pending_by]
            )
        if self.selection.card is None:
            return self.tr("Your turn: choose a card (1-{count}). Dimmed cards have no legal action.").format(
                count=len(self.selection.hand)
            )
        if not self.selection.playable(self.selection.card):
            if self.selection.action() is None:
                return self.tr("This card cannot be played and you must play one that can: choose another.")
            return self.tr("This card has no legal action: Play discards it.")
        return self.tr("Choose the highlighted marble(s), then Play (Enter). Esc deselects.")
