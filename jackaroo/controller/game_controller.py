"""The game controller: one game at a time in a :class:`MainWindow`, composed of its parts.

The parts live in the controller's rooms (:mod:`jackaroo.controller`): the turns (the turn driver,
who plays each seat, a person's input, the pass screen), the records (files, game over, replay,
review), the lessons, online play and the settings.  This module starts, loads and stops games,
shows each played action (log, banner, animations) and opens the replay (docs/architecture.md).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeySequence, QShortcut

from ..ai.policy import Policy
from ..model.actions import Action
from ..model.cards import CardTable
from ..model.errors import JackarooError
from ..model.events import TurnSkipped
from ..model.game import Game
from ..model.record import GameRecord, ReplayStep
from ..model.state import GameState
from ..view.audio.music import Music
from ..view.audio.sound import SoundBoard
from ..view.dialogs.about import show_about
from ..view.settings.preferences import Preferences
from ..view.settings.seats import GameOptions, usual_name
from ..view.text.action_words import refused_words
from ..view.text.bidi import fill
from ..view.text.describe import log_entry, skip_line
from ..view.text.log_entry import LogEntry
from ..view.text.messages import error_text
from ..view.window.main_window import MainWindow
from .home import Home
from .lessons.runner import LessonRunner
from .memory import release_free_memory
from .online.play import OnlinePlay
from .records.files import GameFiles
from .records.game_over import GameOver
from .records.replay import Replay
from .records.review import GameReview
from .records.saves import read_game_file
from .records.since import SinceLastTurn
from .records.take_back import TakeBack, with_marks
from .rule_pictures import RulesHelp
from .settings.preferences import PreferencesController
from .turns.board_gestures import BoardGestures
from .turns.driver import TurnDriver
from .turns.human_input import HumanInput
from .turns.pass_screen import PassScreen
from .turns.question import SeatPlayer
from .turns.seat_players import player_for, seat_players
from .turns.thinker import Thinker


class GameController(QObject):
    """Runs one game at a time in a :class:`MainWindow`."""

    #: emitted with the winning seat when a game's end is announced (before the game-over dialog)
    game_finished = Signal(int)
    #: emitted after every action the model accepted, with its events
    action_played = Signal(object)
    #: emitted with the game when :meth:`take_over` has put it on the board
    game_taken_over = Signal(object)

    def __init__(self, window: MainWindow, cards: CardTable) -> None:
        super().__init__(window)
        self.window = window
        self.scene = window.scene
        self.cards = cards
        self.options = GameOptions("")
        #: the first local person's seat (where the board is seen from when a game starts)
        self.human_seat = 0
        #: the replay being shown, if any (no one acts meanwhile)
        self.replay: Replay | None = None
        #: Help > Rules
        self.rules = RulesHelp(window, cards, self)
        self.thinker = Thinker(self)
        self.driver = TurnDriver(self.scene.animator.is_idle, self)
        self.driver.played.connect(self._played)
        self.driver.refused.connect(self._refused)
        self.pass_screen = PassScreen(self.scene, self)
        self.pass_screen.told.connect(lambda text: window.banner.show_message(text, error=False, seconds=4))
        self.pass_screen.revealed.connect(self.on_idle)  # their turn may have passed: who is next
        self.input = HumanInput(window, self.driver, self.pass_screen, self.thinker)
        self.gestures = BoardGestures(self.input, self)
        self.game_over = GameOver(window, self)
        self.game_over.announced.connect(self.game_finished)
        self.game_over.replay_requested.connect(self.start_replay)
        show_at = partial(self.start_replay, bar=False)  # the review and the strip lead the way back
        self.review = GameReview(window, show_at, self.end_replay, self)
        window.review_action.triggered.connect(lambda: self.review.ask(self.record, self.human_seat))
        #: what happened since the person's last turn, beside the board
        self.since = SinceLastTurn(window, self.driver, self.pass_screen, show_at, self.end_replay, self)
        self.files = GameFiles(window, self.driver, self)
        self.files.open_requested.connect(self.load_from)
        self.action_played.connect(self.files.autosave)
        self.scene.animator.idle.connect(self.on_idle)
        w = window
        w.replay_action.triggered.connect(lambda: self.start_replay())
        w.stats_action.triggered.connect(self.game_over.show_statistics)
        w.high_scores_action.triggered.connect(self.game_over.high_scores.show)
        w.quit_action.triggered.connect(w.close)
        w.rules_action.triggered.connect(self.show_rules)
        w.about_action.triggered.connect(lambda: show_about(w, self.game.seed if self.game else None))
        self.escape_key = QShortcut(QKeySequence("Escape"), window, self.escape)
        #: the sound effects of the events the scene shows, in step with the animations
        self.sound = SoundBoard(parent=self)
        self.scene.event_shown.connect(self.sound.on_event)
        #: the background music, ducking under the sound effects
        self.music = Music(self.sound.audio, self)
        self.sound.played.connect(self.music.duck)
        #: Game > Take back and Redo against the CPUs
        self.take_back = TakeBack(window, self.driver, self._restore_taken_back, self)
        #: the settings: View and Options menus, the Settings dialog, QSettings
        self.preferences = PreferencesController(
            window, self.driver, self.input, self.sound, self.music, self.take_back, self
        )
        self.preferences.changed.connect(self._preferences_changed)
        #: the guided first game (Help > Lessons)
        self.lessons = LessonRunner(self)
        self.lessons.active_changed.connect(self.preferences.hold_music)  # no music in the lessons
        self.online = OnlinePlay(self)  # Game > Play online…
        #: the home screen, and the ways to and from the table: New game, Lessons, Resume
        self.home = Home(self)
        self.game_over.new_game_requested.connect(self.ask_new_game)
        w.new_action.triggered.connect(self.ask_new_game)
        w.lessons_action.triggered.connect(self.home.ask_lessons)
        self.input.refresh()

    # -- what is on the board ---------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The game in progress (None before the first)."""
        return self.driver.game

    @property
    def record(self) -> GameRecord | None:
        """The game in progress as a record (an online game's once over and fetched)."""
        record = self.driver.record
        return record if record is not None else self.online.finished.record_on_board()

    def player(self, seat: int) -> SeatPlayer | None:
        """Who plays ``seat`` of the game in progress (None: an empty seat, or no game)."""
        return self.driver.players.get(seat)

    # -- games ------------------------------------------------------------------------------------
    def ask_new_game(self) -> None:
        """Game > New game: the start dialog, then its game (:meth:`Home.ask_new_game`)."""
        self.home.ask_new_game()

    def may_leave_game(self, kept: bool = False) -> bool:
        """Whether the table may be left (:meth:`Home.may_leave_game`, which asks if need be)."""
        return self.home.may_leave_game(kept)

    def go_home(self) -> None:
        """Leave the table for the home screen: the game stops (its autosave stays), and nothing of it
        stays on the board, in the log or under "Since your last turn"."""
        self._drop_game()  # (the turn driver ends)
        self.input.close()
        self.window.log.clear_entries()
        self.since.reset()
        self.scene.clear()
        self.home.show()

    def start(
        self, options: GameOptions, ruleset: str | None = None, players: Sequence[str] | None = None
    ) -> None:
        """Start a new game with ``options``' table of seats and colours.  ``ruleset``: a name of
        ``jackaroo.model.rules.RULESETS`` (None: ``options.ruleset``); ``players``: the seats'
        ``player`` values as :meth:`Game.new` takes them (None: the kinds of ``options``' seats).
        Raises KeyError for an unknown ruleset or level and ValueError for players that do not suit
        the ruleset (nothing changes then)."""
        table = options.table()
        if players is None:
            players = tuple(seat.kind for seat in table)
        # a seat left unnamed (a CPU, an empty seat, a person in a table set up in code) plays as its
        # usual CPU name
        names = tuple(seat.name or usual_name(i, len(table)) for i, seat in enumerate(table))
        colours = options.seat_colours()  # each seat keeps its colour from game to game
        game = Game.new(
            seed=options.seed,
            players=players,
            ruleset=ruleset or options.ruleset,
            names=names,
            colours=colours,
        )
        self.take_over(game, log_line=fill(self.tr("New game, seed {seed}"), seed=game.seed))
        self.options = options
        release_free_memory()  # what the last game freed goes back to the system

    def take_over(
        self,
        game: Game,
        record: GameRecord | None = None,
        *,
        log_line: str = "",
        seed: object = None,
        replay: bool = False,
        online: dict[int, SeatPlayer] | None = None,
    ) -> None:
        """Drop the game in progress and play ``game`` (its actions so far: ``record``; None: it
        starts now) from its position, nobody at its seats yet (:class:`FaceUp`), with a fresh log
        that starts with ``log_line``.  With ``replay`` (and actions in ``record``) the replay opens
        at its start; else the seat to act is asked.  CPU policies are seeded from ``seed`` (None:
        the game's seed).  ``online``: a server's game, these players play its seats here, no
        record.  Raises KeyError for an unknown level in the game's players (nothing changes)."""
        players = online
        if players is None:
            seed = game.seed if seed is None else seed  # (KeyError: an unknown level)
            players = dict(seat_players(game.state.players, seed, self.input, self.thinker))
        self._drop_game()
        self.home.hide()
        self.driver.begin(game, (record or GameRecord.start(game)) if online is None else None, players)
        if not self.take_back.replaying:
            self.take_back.forget()
        humans = self.driver.local_seats()
        self.human_seat, self.scene.people_here = (humans[0] if humans else 0), len(humans)
        self.pass_screen.begin(humans, open_table=online is None)  # nobody has taken the seat yet
        self.input.forget_game()
        self.input.close()
        self.scene.sync(game.state)
        self.window.log.clear_entries()
        self.since.reset()
        if log_line:
            self.window.log.add_message(log_line)
        self.window.show_state(game.state)
        self.game_taken_over.emit(game)
        if replay and len(self.driver.record or ()):
            self.start_replay()
        else:
            self.on_idle()

    def play_seat_by(self, seat: int, policy: Policy | None) -> None:
        """From now on ``policy`` plays ``seat`` of the game in progress (None: a person here does);
        used by the self-test and demos to let a CPU play the player's seat.  A question already put
        to the seat's previous player is withdrawn (its answer is ignored)."""
        self.driver.set_player(seat, player_for(policy, self.input, self.thinker))
        self.on_idle()

    def _drop_game(self) -> None:
        """Stop everything about the game in progress: questions, dialogs, animations."""
        self.thinker.cancel()
        self.game_over.close()
        self.driver.end()  # the old game's last animations finish without starting a turn
        self.pass_screen.suspend()
        self.input.hints.forget()
        self.review.hide()
        if self.replay is not None:
            replay, self.replay = self.replay, None
            replay.close()
            self.input.prompt_override = None
        self.scene.animator.flush()

    def stop(self) -> None:
        """Stop the game in progress for good (before the window goes away): questions and
        animations end, and an answer still on its way is ignored.  The board keeps showing it."""
        self._drop_game()
        self.thinker.shutdown()
        self.review.shutdown()
        self.input.refresh()

    def load_from(self, path: Path, resume: bool = False) -> bool:
        """Continue the game saved in ``path`` (a saved game or a record, told apart by its ``format``),
        its history in words in the log.  A record is then replayed from its start (Back to the game
        continues it; a kept online game is seen from the person's seat), or with ``resume`` (the
        kept game) continued at once.  A bad file is named in the banner and changes nothing."""
        name = Path(path).name
        try:
            loaded = read_game_file(Path(path))
            if isinstance(loaded, GameRecord):
                record, game = loaded, loaded.final_game()
            else:
                record, game = GameRecord.start(loaded), loaded
        except JackarooError as error:
            reason = error_text(error)
            self.window.banner.show_message(
                fill(self.tr("Could not open {name}: {reason}"), name=name, reason=reason)
            )
            return False
        seed = int.from_bytes(hashlib.sha256(game.to_json().encode()).digest()[:4], "big")
        try:
            self.take_over(game, record, seed=seed)
            if resume:
                self._restore_log(record, self.tr("Game resumed."))
            else:  # the game's history in words, then its replay from the start
                seat = self.game_over.online_games.seat_in(path, -1)
                if seat >= 0:  # an online game kept: seen from the person's seat, theirs alone
                    self.human_seat = seat
                    self.pass_screen.begin([seat])
                self._restore_log(record, fill(self.tr("Game loaded from {name}"), name=name))
                if len(record):
                    self.start_replay()
        except KeyError as error:
            self.window.banner.show_message(
                fill(self.tr("Could not open {name}: unknown player {level}"), name=name, level=str(error))
            )
            return False
        return True

    def _restore_log(self, record: GameRecord, last: str = "", marks: Sequence[int] = ()) -> None:
        """The log of ``record``'s actions in words, a take-back's line where each of ``marks``
        says (:func:`with_marks`), then ``last`` (if any)."""
        steps = list(record.steps())
        entries = [log_entry(s.seat, s.notation, s.events, s.before, s.after) for s in steps]
        taken = LogEntry((self.tr("Taken back: the game counts as assisted from now on."),))
        self.window.log.restore(with_marks(entries, marks, taken) + ([LogEntry((last,))] if last else []))
        self.since.reset(zip(steps, entries, strict=True))

    def _restore_taken_back(self, game: Game, record: GameRecord) -> None:
        """Take back or Redo rebuilt ``game`` from ``record``: to the table with its log."""
        self.take_over(game, record)
        self._restore_log(record, marks=self.take_back.marks)

    # -- each turn --------------------------------------------------------------------------------
    def on_idle(self) -> None:
        """The board is idle: the hand on show follows the turn (and the strip of what happened since
        its person's last turn), the game-over dialog opens, the seat to act is asked."""
        game = self.game
        if game is None or self.replay is not None:
            return
        if game.is_over:
            self.pass_screen.suspend()  # nobody takes the seat any more (the hands stay as they were)
            self.game_over.announce(game)
        elif self.scene.animator.is_idle():
            self.pass_screen.follow(self.scene.state or game.state)
            self.driver.step()
            self.input.shown()
        self.input.refresh()
        self.since.refresh()

    def _played(self, step: ReplayStep) -> None:
        """The driver played an action: count a finished game, then show it on the board; its log
        entry and any skip appear as its animation begins and ends, the players' panels when it
        ends."""
        after = step.after
        game, record = self.game, self.record
        if after.is_over and game is not None and record is not None:
            self.game_over.count(game, record)
        animator = self.scene.animator
        entry = log_entry(step.seat, step.notation, step.events, step.before, after)
        self.input.refresh()
        self.action_played.emit(step.events)

        def written() -> None:  # as it happens
            self.window.log.add(entry)
            self.since.add(step, entry)

        self.pass_screen.played(step)  # a person's turn it ended unasked is shown to them
        self.scene.show_events(step.events, after, written)
        for skip in (e for e in step.events if isinstance(e, TurnSkipped)):
            text = skip_line(skip, step.before)
            animator.cue(lambda text=text: self.window.banner.show_message(text, error=False, seconds=3))
        animator.enqueue(None, lambda: self.window.show_state(after))

    def _refused(self, action: Action, error: JackarooError, forfeited: bool, before: GameState) -> None:
        """RULES.md section 6: say why; with the strict rule the card was discarded."""
        message = error_text(error)
        tried = refused_words(action, before)
        self.window.log.add_message(
            fill(self.tr("Not possible: {action}: {reason}"), action=tried, reason=message)
        )
        if forfeited:
            message = fill(self.tr("{reason}. Strict rules: the card is discarded."), reason=message)
        self.window.banner.show_message(message)

    def escape(self) -> None:
        """Esc: back to the game during a replay or the review, else clear the selection."""
        if self.replay is not None or self.review.shown:
            self.end_replay()
        else:
            self.input.deselect()

    # -- replay -----------------------------------------------------------------------------------
    def start_replay(self, start: int = 0, bar: bool = True) -> Replay | None:
        """Game > Replay…: show the game so far from position ``start`` (nobody acts) until Back to
        the game, with the replay's controls unless not ``bar`` (the review and the strip lead the
        way back); returns the replay shown (None: nothing to replay)."""
        record, game = self.record, self.game
        if game is None or record is None:
            return None
        if not len(record):
            self.window.banner.show_message(self.tr("Nothing to replay yet."), error=False, seconds=3)
            return None
        if self.replay is not None:
            self.replay.go_to(start)
            return self.replay
        self.driver.pause()
        self.input.hints.forget()
        if game.is_over:
            self.game_over.skip(game)  # no game-over dialog when the replay ends
        self.game_over.close()
        self.pass_screen.suspend()  # the hand stays as it is; the cover comes back after the replay
        self.input.close()
        self.replay = Replay(record, self.window)
        self.replay.leave_requested.connect(self.end_replay)
        self.input.prompt_override = self.replay.prompt
        self.replay.begin(start, bar)
        self.input.refresh()
        return self.replay

    def end_replay(self) -> None:
        """Back to the game: the board shows the game's position again and play goes on."""
        replay, game = self.replay, self.game
        self.review.hide()
        if replay is None:
            return
        replay.close()  # its last animation ends while the replay still holds the players back
        self.replay = None
        self.input.prompt_override = None
        self.driver.resume()
        if game is not None:
            self.scene.sync(game.state)
            self.window.show_state(game.state)
        self.on_idle()

    # -- menus ------------------------------------------------------------------------------------
    def show_rules(self) -> None:
        """Help > Rules, beside the board, for the game on the table (not modal: it goes on)."""
        self.rules.show(self.game.state if self.game is not None else None)

    def _preferences_changed(self, preferences: Preferences) -> None:
        """A new name in the settings is offered by the next New game dialog."""
        if preferences.name:
            self.options = replace(self.options, name=preferences.name)
