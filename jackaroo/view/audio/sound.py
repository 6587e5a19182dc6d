"""Sound effects: which model event sounds like what, and playing it (Qt Multimedia) unless muted.

:func:`sound_for` maps one event to a sound name (a file ``resources/sounds/<name>.wav``) or None.
:class:`SoundBoard` plays the sounds of the events the scene shows, in step with the animations
(the scene's ``event_shown`` signal), unless muted.  Audio is optional: if Qt Multimedia cannot be
imported (on Linux it needs libpulse0), the sounds folder is missing, or Qt Multimedia finds no
audio output device (then one line on stderr says so), the game plays silently.  Setting the
environment variable ``JACKAROO_SOUND=off`` (the tests do) keeps Qt Multimedia out entirely.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLoggingCategory,
    QMessageLogContext,
    QObject,
    QtMsgType,
    QUrl,
    Signal,
    qInstallMessageHandler,
)

from ...model.events import (
    CardDiscarded,
    CardPlayed,
    Event,
    GameWon,
    HomeCause,
    MarbleFielded,
    MarbleMoved,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
)
from ...resources import find

#: every sound, a file ``<name>.wav`` in resources/sounds (made by scripts/make_sounds.py)
SOUND_NAMES = ("card", "move", "capture", "trap", "burn", "field", "save", "win")
SOUNDS_FOLDER = "resources/sounds"
#: the environment variable that turns audio off whatever the settings say ("off", "0", "no")
ENV_SWITCH = "JACKAROO_SOUND"
VOLUME = 0.6  # 0..1
#: Qt Multimedia's notes that optional libraries (PipeWire, VA-API) are missing and which FFmpeg it
#: uses: not problems
QUIET_CATEGORIES = "qt.multimedia.symbolsresolver.warning=false\nqt.multimedia.ffmpeg.info=false"
#: what Qt Multimedia says while looking for the audio output when no sound server runs
PROBE_NOISE = ("PulseAudioService:",)

log = logging.getLogger(__name__)

_HOME_SOUNDS = {
    HomeCause.CAPTURE: "capture",
    HomeCause.KING: "capture",
    HomeCause.FIELD_CAPTURE: "capture",
    HomeCause.TRAP: "trap",
    HomeCause.BURN: "burn",
}


def sound_for(event: Event) -> str | None:
    """The name of the sound of ``event`` (one of :data:`SOUND_NAMES`), or None for a silent one.

    A card played or discarded: card; a marble moved or swapped: move; fielded: field; saved by a
    Saver: save; sent home by a capture, a King or a field capture: capture, by a trap: trap, by a
    Burner: burn; the game won: win.  A trap moving on, a deal, a refilled deck, a skipped turn are
    silent (a trap's sound comes with its victim).
    """
    if isinstance(event, CardPlayed | CardDiscarded):
        return "card"
    if isinstance(event, MarbleMoved | MarblesSwapped):
        return "move"
    if isinstance(event, MarbleFielded):
        return "field"
    if isinstance(event, MarbleSaved):
        return "save"
    if isinstance(event, MarbleSentHome):
        return _HOME_SOUNDS[event.cause]
    if isinstance(event, GameWon):
        return "win"
    return None


def audio_allowed() -> bool:
    """False if the environment turns sound off (``JACKAROO_SOUND`` is off, 0, no or false)."""
    return os.environ.get(ENV_SWITCH, "").strip().lower() not in ("off", "0", "no", "false")


Player = Callable[[str], None]


class AudioStatus(Enum):
    """Whether sound can play here, and if not, why (the toggles show the reason)."""

    #: not known yet: nothing has been played or probed
    UNKNOWN = "unknown"
    #: Qt Multimedia is loaded and an audio output device was found
    READY = "ready"
    #: ``JACKAROO_SOUND=off`` in the environment (the tests and the self-test set it)
    SWITCHED_OFF = "switched off"
    #: the game was installed without its sounds folder
    NO_SOUNDS = "no sounds"
    #: Qt Multimedia cannot be loaded (PySide6-Addons missing, or libpulse0 missing on Linux)
    NO_MULTIMEDIA = "no multimedia"
    #: Qt Multimedia finds no audio output device
    NO_DEVICE = "no device"

    @property
    def silent(self) -> bool:
        """True if no sound can play (UNKNOWN and READY may play)."""
        return self not in (AudioStatus.UNKNOWN, AudioStatus.READY)


def silence_reason(status: AudioStatus) -> str:
    """Why no sound can play, in the player's words (empty if it may)."""
    reasons = {
        AudioStatus.SWITCHED_OFF: QCoreApplication.translate(
            "Sound", "Sound is switched off on this computer (JACKAROO_SOUND)"
        ),
        AudioStatus.NO_SOUNDS: QCoreApplication.translate(
            "Sound", "No sound can play: the game's sounds are missing"
        ),
        AudioStatus.NO_MULTIMEDIA: QCoreApplication.translate(
            "Sound", "No sound can play: Qt Multimedia could not be loaded (on Linux it needs libpulse0)"
        ),
        AudioStatus.NO_DEVICE: QCoreApplication.translate(
            "Sound", "No sound can play: no audio output was found"
        ),
    }
    return reasons.get(status, "")


def load_effect_class() -> type:
    """Qt Multimedia's ``QSoundEffect`` class.  Raises ImportError if Qt Multimedia cannot be loaded
    (PySide6-Addons is not installed, or on Linux its PulseAudio client ``libpulse.so.0`` is missing)."""
    from PySide6.QtMultimedia import QSoundEffect

    return QSoundEffect


def audio_output_present() -> bool:
    """Whether Qt Multimedia finds an audio output device (``QMediaDevices``).  Its complaints while
    looking (no PulseAudio server) are kept quiet; other Qt messages pass on as usual.  Raises
    ImportError if Qt Multimedia cannot be loaded."""
    from PySide6.QtMultimedia import QMediaDevices

    previous = None

    def quiet(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith(PROBE_NOISE):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(quiet)
    try:
        return not QMediaDevices.defaultAudioOutput().isNull()
    finally:
        qInstallMessageHandler(previous)


def _sounds_folder() -> Path | None:
    """The bundled sounds' folder, or None if the game was installed without it."""
    try:
        return find(SOUNDS_FOLDER)
    except FileNotFoundError:
        return None


class QtPlayer(QObject):
    """Plays ``resources/sounds/<name>.wav`` with one QSoundEffect per sound, loaded on first use.

    Never raises: without Qt Multimedia, without the sounds folder or without an audio output
    device it stays silent; :attr:`status` then says why (and one line on stderr, the first time).
    """

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder if folder is not None else _sounds_folder()
        self._effects: dict[str, object] = {}
        self._effect_class: type | None = None
        #: whether sound can play, and if not why (UNKNOWN until :meth:`probe` or the first sound)
        self.status = AudioStatus.UNKNOWN
        if not audio_allowed():
            self.status = AudioStatus.SWITCHED_OFF
        elif self.folder is None:
            self.status = AudioStatus.NO_SOUNDS

    @property
    def available(self) -> bool:
        """False once it is known that no sound can play."""
        return not self.status.silent

    @property
    def effect_class(self) -> type | None:
        """Qt Multimedia's ``QSoundEffect`` once :meth:`probe` found sound ready, else None."""
        return self._effect_class

    def probe(self) -> AudioStatus:
        """Load Qt Multimedia and look for the audio output device (once), and return
        :attr:`status`.  A reason to stay silent is said once, in one line on stderr."""
        if self.status is not AudioStatus.UNKNOWN:
            return self.status
        QLoggingCategory.setFilterRules(QUIET_CATEGORIES)
        try:
            effect_class = load_effect_class()
            present = audio_output_present()
        except ImportError as error:
            log.warning("Qt Multimedia cannot be loaded (%s): the game plays without sound", error)
            self.status = AudioStatus.NO_MULTIMEDIA
            return self.status
        if not present:
            # Qt would warn at every sound that the format is not supported by "the device"
            log.warning("no audio output device found: the game plays without sound")
            self.status = AudioStatus.NO_DEVICE
            return self.status
        self._effect_class = effect_class
        self.status = AudioStatus.READY
        return self.status

    def _make(self, name: str) -> object | None:
        if self.probe() is not AudioStatus.READY:
            return None
        assert self.folder is not None and self._effect_class is not None
        path = self.folder / f"{name}.wav"
        if not path.is_file():
            return None
        effect = self._effect_class(self)
        effect.setSource(QUrl.fromLocalFile(str(path)))  # type: ignore[attr-defined]
        effect.setVolume(VOLUME)  # type: ignore[attr-defined]
        return effect

    def __call__(self, name: str) -> None:
        """Play sound ``name`` (restarting it if it is already playing)."""
        if not self.available:
            return
        if name not in self._effects:
            effect = self._make(name)
            if effect is None:
                return
            self._effects[name] = effect
        self._effects[name].play()  # type: ignore[attr-defined]


class SoundBoard(QObject):
    """Plays the sound of each event shown, unless :attr:`muted`.

    ``player`` plays a sound by name (default: :attr:`audio`, which loads Qt Multimedia only at the
    first sound or probe, so a muted game never loads it); tests pass a recorder.
    """

    #: a sound is played now: its name (the music ducks under it)
    played = Signal(str)

    def __init__(self, player: Player | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: Qt Multimedia for this game's sounds and music, and whether sound can play at all
        self.audio = QtPlayer(parent=self)
        #: plays a sound by name (None until the first sound: then :attr:`audio`)
        self.player = player
        self.muted = False

    def set_muted(self, muted: bool) -> None:
        """Mute (True) or unmute; a sound already playing finishes."""
        self.muted = bool(muted)

    def set_enabled(self, on: bool) -> None:
        """The opposite of :meth:`set_muted` (for the "Sound" toggle)."""
        self.set_muted(not on)

    def play(self, name: str) -> None:
        """Play sound ``name`` (one of :data:`SOUND_NAMES`) unless muted."""
        if self.muted:
            return
        if self.player is None:
            self.player = self.audio
        self.player(name)
        self.played.emit(name)

    def on_event(self, event: Event) -> None:
        """Play the sound of ``event``, if it has one (connect to the scene's ``event_shown``)."""
        name = sound_for(event)
        if name is not None:
            self.play(name)
