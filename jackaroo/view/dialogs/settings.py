"""Options > Settings…: edits the :class:`Preferences`; every change is announced at once.

The dialog changes nothing itself: it emits ``changed`` with the new preferences on every edit (a
name only once it is a valid name), and :meth:`SettingsDialog.show_preferences` shows preferences
changed elsewhere (the menus) without emitting.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...model.players import RANDOM
from ..settings.preferences import DELAYS_MS, Preferences, delay_label, speed_labels
from ..settings.seats import NAME_LIMIT, clean_name
from ..text.bidi import fill
from .screen_fit import fit_to_screen, scroll_area
from .start import level_box


class SettingsDialog(QDialog):
    """Player name, CPU levels (from the next game), animation speed, CPU delay, sound, traps,
    strict rules and colour-blind symbols.  Not modal: the game goes on while it is open."""

    #: the preferences as now edited (a :class:`Preferences`)
    changed = Signal(object)

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._preferences = preferences
        self._showing = False
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(NAME_LIMIT + 10)  # trimmed before the limit applies
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.name_hint = QLabel()
        self.name_hint.setStyleSheet("color: #b3261e")
        # one level box per CPU seat of the next game's table (Preferences.cpu_names)
        self.level_boxes: list[QComboBox] = []
        self._players_form = QFormLayout()
        self.speed_box = QComboBox()
        for factor, label in speed_labels().items():
            self.speed_box.addItem(label, factor)
        self.delay_box = QComboBox()
        for ms in DELAYS_MS:
            self.delay_box.addItem(delay_label(ms), ms)
        self.sound_check = QCheckBox(self.tr("S&ound effects"))
        self.music_check = QCheckBox(self.tr("&Music"))
        self.music_volume = QSlider(Qt.Orientation.Horizontal)
        self.music_volume.setRange(0, 100)
        self.music_volume.setPageStep(10)
        self.music_volume.setAccessibleName(self.tr("Music volume"))
        # why no sound can play here (hidden while sound can play; show_silence)
        self.silence_note = QLabel()
        self.silence_note.setWordWrap(True)
        self.silence_note.hide()
        self.take_back_check = QCheckBox(
            self.tr("Allow ta&ke-back against CPUs (the game counts as assisted)")
        )
        self.traps_check = QCheckBox(self.tr("Show &traps"))
        self.strict_check = QCheckBox(self.tr("Strict r&ules: an invalid play discards the card"))
        self.symbols_check = QCheckBox(self.tr("&Colour-blind symbols on marbles and cells"))
        self.notation_check = QCheckBox(self.tr("Show the game &notation in the log"))
        self.auto_drop_check = QCheckBox(
            self.tr("When no card has a move, drop one for me &automatically, whichever it is")
        )
        self.turn_board_check = QCheckBox(self.tr("Turn the board to the person who plays (hot-seat)"))
        self.checks = (
            self.sound_check,
            self.music_check,
            self.traps_check,
            self.strict_check,
            self.auto_drop_check,
            self.take_back_check,
            self.turn_board_check,
            self.symbols_check,
            self.notation_check,
        )

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.RestoreDefaults | QDialogButtonBox.StandardButton.Close
        )
        self.buttons.rejected.connect(self.reject)
        defaults = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.clicked.connect(self.restore_defaults)
        content = QWidget()
        groups = QVBoxLayout(content)
        groups.setContentsMargins(0, 0, 0, 0)
        groups.addWidget(self._players_group())
        groups.addWidget(self._play_group())
        #: the settings, scrolling when the screen is too low for them (the buttons stay in view)
        self.scroll = scroll_area(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll)
        layout.addWidget(self.buttons)

        self.show_preferences(preferences)
        self.name_edit.textChanged.connect(self._edited)
        for box in (self.speed_box, self.delay_box):
            box.currentIndexChanged.connect(self._edited)
        for check in self.checks:
            check.toggled.connect(self._edited)
        self.music_volume.valueChanged.connect(self._edited)
        fit_to_screen(self, self.scroll)

    def _players_group(self) -> QGroupBox:
        """The player's name and the CPU levels (rows added by :meth:`_show_cpus`)."""
        player = self._players_form
        player.addRow(self.tr("&Name:"), self.name_edit)
        player.addRow(self.name_hint)
        self.levels_note = QLabel(self.tr("CPU levels apply from the next game."))
        self.levels_note.setWordWrap(True)
        player.addRow("", self.levels_note)
        group = QGroupBox(self.tr("Players"))
        group.setLayout(player)
        return group

    def _play_group(self) -> QGroupBox:
        """How the game plays: speeds, sound and music, the rules' options, the look."""
        play = QFormLayout()
        play.addRow(self.tr("Animation &speed:"), self.speed_box)
        play.addRow(self.tr("CPU &delay:"), self.delay_box)
        for check in self.checks:
            play.addRow(check)
            if check is self.music_check:
                play.addRow(self.tr("Music &volume:"), self.music_volume)
                play.addRow(self.silence_note)
        group = QGroupBox(self.tr("Play"))
        group.setLayout(play)
        return group

    def preferences(self) -> Preferences:
        """The preferences as the dialog shows them (the last valid name if the field is not one)."""
        name = clean_name(self.name_edit.text())
        return replace(  # what the dialog does not show (the theme) stays as it is
            self._preferences,
            name=name if name is not None else self._preferences.name,
            levels=tuple(box.currentData() for box in self.level_boxes),
            speed=float(self.speed_box.currentData()),
            cpu_delay_ms=int(self.delay_box.currentData()),
            sound=self.sound_check.isChecked(),
            music=self.music_check.isChecked(),
            music_volume=self.music_volume.value(),
            take_back=self.take_back_check.isChecked(),
            show_traps=self.traps_check.isChecked(),
            strict=self.strict_check.isChecked(),
            symbols=self.symbols_check.isChecked(),
            notation=self.notation_check.isChecked(),
            auto_drop=self.auto_drop_check.isChecked(),
            turn_board=self.turn_board_check.isChecked(),
        )

    def show_preferences(self, preferences: Preferences) -> None:
        """Show ``preferences`` (changed elsewhere) without emitting ``changed``."""
        self._preferences = preferences
        self._show(preferences)

    def show_silence(self, reason: str) -> None:
        """Say ``reason`` why no sound can play here (no audio device…) under the sound settings and
        disable them, as the View menu's toggles are; an empty ``reason``: sound can play."""
        for widget in (self.sound_check, self.music_check, self.music_volume):
            widget.setEnabled(not reason)
            widget.setToolTip(reason)
        self.silence_note.setText(reason)
        self.silence_note.setVisible(bool(reason))

    def restore_defaults(self) -> None:
        """Every setting but the player's name back to its default (announced as one change)."""
        now = self._preferences
        defaults = Preferences(levels=(RANDOM,) * len(now.cpu_names), cpu_names=now.cpu_names)
        self._show(replace(defaults, name=now.name, theme=now.theme))
        self._edited()

    def _show_cpus(self, names: tuple[str, ...]) -> None:
        """One row per CPU seat of the next game's table, labelled with its name ("CPU 4:")."""
        if len(names) == len(self.level_boxes):
            for box, name in zip(self.level_boxes, names, strict=True):
                label = self._players_form.labelForField(box)
                if isinstance(label, QLabel):
                    label.setText(self._cpu_label(name))
            return
        form = self._players_form
        for box in self.level_boxes:
            form.removeRow(box)  # deletes the box and its label
        self.level_boxes = []
        row, _role = form.getWidgetPosition(self.levels_note)  # the rows go above the note
        for name in names:
            box = level_box()
            box.currentIndexChanged.connect(self._edited)
            form.insertRow(row, self._cpu_label(name), box)
            self.level_boxes.append(box)
            row += 1
        self.levels_note.setVisible(bool(names))

    def _cpu_label(self, name: str) -> str:
        """A CPU seat's row label: its name (an & in it shown as one, not a shortcut)."""
        return fill(self.tr("{name}:"), name=name.replace("&", "&&"))

    def _show(self, preferences: Preferences) -> None:
        self._showing = True
        try:
            if clean_name(self.name_edit.text()) != preferences.name:
                self.name_edit.setText(preferences.name)
            self._show_cpus(preferences.cpu_names)
            for box, level in zip(self.level_boxes, preferences.levels, strict=True):
                box.setCurrentIndex(max(0, box.findData(level)))
            self.speed_box.setCurrentIndex(max(0, self.speed_box.findData(preferences.speed)))
            self.delay_box.setCurrentIndex(max(0, self.delay_box.findData(preferences.cpu_delay_ms)))
            self.sound_check.setChecked(preferences.sound)
            self.music_check.setChecked(preferences.music)
            self.music_volume.setValue(preferences.music_volume)
            self.take_back_check.setChecked(preferences.take_back)
            self.traps_check.setChecked(preferences.show_traps)
            self.strict_check.setChecked(preferences.strict)
            self.symbols_check.setChecked(preferences.symbols)
            self.notation_check.setChecked(preferences.notation)
            self.auto_drop_check.setChecked(preferences.auto_drop)
            self.turn_board_check.setChecked(preferences.turn_board)
            self._check_name()
        finally:
            self._showing = False

    def _check_name(self) -> None:
        text = self.name_edit.text()
        if not text.strip():  # the last valid name is kept
            self.name_hint.setText(self.tr("Please enter your name.") if self._preferences.name else "")
        elif clean_name(text) is None:
            self.name_hint.setText(fill(self.tr("A name has at most {limit} characters."), limit=NAME_LIMIT))
        else:
            self.name_hint.setText("")
        self.name_hint.setVisible(bool(self.name_hint.text()))

    def _edited(self) -> None:
        if self._showing:
            return
        self._check_name()
        preferences = self.preferences()
        if preferences != self._preferences:
            self._preferences = preferences
            self.changed.emit(preferences)
