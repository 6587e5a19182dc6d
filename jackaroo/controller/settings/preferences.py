"""Keeps the settings in step everywhere: the live game, the menus, the Settings dialog, QSettings.

The live objects are the truth: animation speed (the scene's animator), CPU delay and strict rules
(the table's :class:`TableRules`, the turn driver), traps and colour-blind symbols (the scene), sound
(the sound board); the name and CPU levels are the stored ones (the start dialog stores them too).
A change from a menu or from the Settings dialog goes through :meth:`PreferencesController.set`,
which applies only what changed, stores the preferences, and shows them in the menus and the dialog.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, QSignalBlocker, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication

from ...view.audio.music import Music
from ...view.audio.sound import AudioStatus, SoundBoard, silence_reason
from ...view.board.themes import apply_theme
from ...view.dialogs.settings import SettingsDialog
from ...view.settings.preferences import Preferences
from ...view.settings.store import remembered_cpus, remembered_name, save_preferences
from ...view.window.main_window import MainWindow


class TableRules(Protocol):
    """What the settings change at the table: the pause before a CPU's action and the strict rule."""

    cpu_delay_ms: int
    strict: bool


class PersonRules(Protocol):
    """What the settings change for the people at this computer: automatic drops."""

    auto_drop: bool


class TakeBack(Protocol):
    """Whether Game > Take back is offered (the setting turns it off)."""

    allowed: bool


class PreferencesController(QObject):
    """Connects View > Animation speed, CPU delay, Show traps, Colour-blind symbols, Sound effects,
    Show notation, Options > Strict rules, Drop automatically and Options > Settings… to the game,
    and remembers every change."""

    #: emitted with the new :class:`Preferences` after every change
    changed = Signal(object)

    def __init__(
        self,
        window: MainWindow,
        table: TableRules,
        person: PersonRules,
        sound: SoundBoard,
        music: Music,
        take_back: TakeBack,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.scene = window.scene
        self.table = table
        self.person = person
        self.sound = sound
        self.music = music
        self.take_back = take_back
        #: the lessons hold the music back unless the player turns it on there
        self.music_held = False
        self.dialog: SettingsDialog | None = None
        self._silence = ""  # why no sound can play here ("" : it can, or not known yet)
        w = self.window
        w.speed_group.triggered.connect(lambda a: self._menu("speed", float(a.data())))
        w.delay_group.triggered.connect(lambda a: self._menu("cpu_delay_ms", int(a.data())))
        w.traps_action.toggled.connect(lambda on: self._menu("show_traps", on))
        w.symbols_action.toggled.connect(lambda on: self._menu("symbols", on))
        w.sound_action.toggled.connect(lambda on: self._menu("sound", on))
        w.music_action.toggled.connect(self._music_toggled)
        w.strict_action.toggled.connect(lambda on: self._menu("strict", on))
        w.notation_action.toggled.connect(lambda on: self._menu("notation", on))
        w.auto_drop_action.toggled.connect(lambda on: self._menu("auto_drop", on))
        w.turn_board_action.toggled.connect(lambda on: self._menu("turn_board", on))
        w.theme_group.triggered.connect(lambda a: self._menu("theme", str(a.data())))
        hints = QGuiApplication.styleHints()
        if hints is not None:  # "system" follows the desktop's scheme as it changes
            hints.colorSchemeChanged.connect(self._scheme_changed)
        self.theme = "system"  # the theme chosen (View > Theme)
        if apply_theme(self.theme) != "classic":  # a dark desktop
            window.refresh_look()
        w.settings_action.triggered.connect(self.show_dialog)
        self._show_in_menus(self.current)
        QTimer.singleShot(0, self.probe_audio)  # once the window is up: may load Qt Multimedia

    def probe_audio(self) -> None:
        """Find out whether sound can play here, and show it on the music and sound toggles."""
        self.show_audio(self.sound.audio.probe())

    @property
    def current(self) -> Preferences:
        """The preferences in force (read from the live objects and the stored name and levels)."""
        levels, cpu_names = remembered_cpus()
        return Preferences(
            name=remembered_name(),
            levels=levels,
            cpu_names=cpu_names,
            speed=self.scene.animator.speed,
            cpu_delay_ms=self.table.cpu_delay_ms,
            sound=not self.sound.muted,
            music=self.music.enabled,
            music_volume=round(self.music.volume * 100),
            take_back=self.take_back.allowed,
            show_traps=self.scene.show_traps,
            strict=self.table.strict,
            symbols=self.scene.show_symbols,
            notation=self.window.log.show_notation,
            auto_drop=self.person.auto_drop,
            turn_board=self.scene.turn_board,
            theme=self.theme,
        )

    def set(self, preferences: Preferences, save: bool = True) -> None:
        """Apply what differs from :attr:`current` now (CPU levels: from the next game), store
        ``preferences`` (unless ``save`` is False: they came from the store) and show them."""
        previous = self.current
        if preferences == previous:
            return
        self._apply(preferences, previous)
        if save:
            save_preferences(preferences)
        now = self.current
        self._show_in_menus(now)
        if self.dialog is not None:
            self.dialog.show_preferences(now)
        self.changed.emit(now)

    def show_dialog(self) -> None:
        """Options > Settings…: the Settings dialog beside the board (not modal)."""
        if self.dialog is None:
            self.dialog = SettingsDialog(self.current, self.window)
            self.dialog.changed.connect(self.set)
            self.dialog.show_silence(self._silence)
        else:
            self.refresh_dialog()
        self.dialog.show()
        self.dialog.raise_()

    def refresh_dialog(self) -> None:
        """Show the preferences in force in the Settings dialog, if it was opened: after the start
        dialog stored another name or table, its rows are the new table's CPUs."""
        if self.dialog is not None:
            self.dialog.show_preferences(self.current)

    def _menu(self, name: str, value: object) -> None:
        self.set(replace(self.current, **{name: value}))

    def _apply(self, new: Preferences, old: Preferences) -> None:
        table, scene = self.table, self.scene
        if new.speed != old.speed:
            scene.animator.speed = new.speed
        if new.cpu_delay_ms != old.cpu_delay_ms:
            table.cpu_delay_ms = new.cpu_delay_ms
        if new.show_traps != old.show_traps:
            scene.set_show_traps(new.show_traps)
        if new.symbols != old.symbols:
            self.window.set_symbols(new.symbols)
        if new.sound != old.sound:
            self.sound.set_enabled(new.sound)
        if new.music != old.music:
            self.music.set_enabled(new.music)
        if new.music_volume != old.music_volume:
            self.music.set_volume(new.music_volume)
        if new.take_back != old.take_back:
            self.take_back.allowed = new.take_back
        if new.strict != old.strict:
            table.strict = new.strict
        if new.notation != old.notation:
            self.window.log.set_show_notation(new.notation)
        if new.auto_drop != old.auto_drop:
            self.person.auto_drop = new.auto_drop
        if new.theme != old.theme:
            self.theme = new.theme
            apply_theme(new.theme)
            self.window.refresh_look()
        if new.turn_board != old.turn_board:
            scene.turn_board = new.turn_board

            def turn() -> None:
                scene.turn_to(scene.human_seat if scene.turn_board else 0)

            if scene.animator.is_idle():
                turn()
            else:  # once the plays on their way are drawn
                scene.animator.cue(turn)

    def _music_toggled(self, on: bool) -> None:
        """The Music toggle (menu or table button): on also lets it play in the lessons."""
        if on and self.music_held:
            self.music_held = False
            self.music.set_held(False)
        self._menu("music", on)
        _check(self.window.music_action, self.music.enabled and not self.music_held)

    def hold_music(self, held: bool) -> None:
        """The lessons hold the music back (and the toggle shows it off) until the player turns it
        on there; leaving them lets the setting rule again."""
        self.music_held = held
        self.music.set_held(held)
        _check(self.window.music_action, self.music.enabled and not held)

    def show_audio(self, status: AudioStatus) -> None:
        """Where no sound can play (no audio device, no Qt Multimedia, no sound files), the music and
        sound-effects toggles are disabled and say why; otherwise they are offered."""
        w = self.window
        unavailable = status in (AudioStatus.NO_DEVICE, AudioStatus.NO_MULTIMEDIA, AudioStatus.NO_SOUNDS)
        reason = silence_reason(status) if unavailable else ""
        self._silence = reason
        if self.dialog is not None:
            self.dialog.show_silence(reason)
        for action, tip in (
            (w.sound_action, self.tr("The sounds of the cards and marbles")),
            (w.music_action, self.tr("A calm track under the game")),
        ):
            action.setEnabled(not unavailable)
            action.setToolTip(reason or tip)

    def _scheme_changed(self) -> None:
        if self.theme == "system":
            apply_theme(self.theme)
            self.window.refresh_look()

    def _show_in_menus(self, preferences: Preferences) -> None:
        """Check the menu items that match ``preferences`` (without triggering them)."""
        w = self.window
        groups = (
            (w.speed_group, preferences.speed),
            (w.delay_group, preferences.cpu_delay_ms),
            (w.theme_group, preferences.theme),
        )
        for group, value in groups:
            for action in group.actions():
                if action.data() == value and not action.isChecked():
                    action.setChecked(True)  # the group unchecks the others; only a click triggers
        for action, on in (
            (w.traps_action, preferences.show_traps),
            (w.symbols_action, preferences.symbols),
            (w.sound_action, preferences.sound),
            (w.music_action, preferences.music and not self.music_held),
            (w.strict_action, preferences.strict),
            (w.notation_action, preferences.notation),
            (w.auto_drop_action, preferences.auto_drop),
            (w.turn_board_action, preferences.turn_board),
        ):
            _check(action, on)


def _check(action: QAction, on: bool) -> None:
    """Check or uncheck ``action`` without its ``toggled`` signal."""
    if action.isChecked() != on:
        blocker = QSignalBlocker(action)
        action.setChecked(on)
        blocker.unblock()
