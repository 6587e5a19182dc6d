"""The background music: one calm track (``resources/music/table.wav``, made by
``scripts/make_music.py``) looping under the game, faded in and out, ducked a little under the sound
effects, at its own volume.

:class:`Music` plays through the same Qt Multimedia as the sound effects and is silent where they
are (:class:`~jackaroo.view.audio.sound.AudioStatus`): with ``JACKAROO_SOUND=off`` (the tests), without
an audio device or Qt Multimedia.  It plays while it is *enabled* (the player's toggle) and not
*held* (the lessons hold it unless the player turns it on there); Qt Multimedia is loaded only once
it is to play.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, QUrl, QVariantAnimation

from ...resources import find
from .sound import AudioStatus, QtPlayer

#: the track, relative to the game's files (:func:`jackaroo.resources.find`)
TRACK = "resources/music/table.wav"
DEFAULT_VOLUME = 40  # percent
FADE_IN_MS = 1800
FADE_OUT_MS = 700
#: ducking under a sound effect: the share of the volume kept, and for how long
DUCK_LEVEL = 0.55
DUCK_MS = 450


def track_path() -> Path | None:
    """The music file, or None if the game was installed without it."""
    try:
        return find(TRACK)
    except FileNotFoundError:
        return None


class Music(QObject):
    """The looping background track; ``audio`` (the sound effects' player) says whether sound can
    play and loads Qt Multimedia."""

    def __init__(self, audio: QtPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.audio = audio
        self.enabled = False
        self.held = False
        self.volume = DEFAULT_VOLUME / 100
        self._effect: object | None = None
        self._level = 0.0  # the fade's share of the volume (0..1)
        self._duck = 1.0
        self._fade = QVariantAnimation(self)
        self._fade.valueChanged.connect(self._faded)
        self._fade.finished.connect(self._fade_done)
        self._unduck = QTimer(self)
        self._unduck.setSingleShot(True)
        self._unduck.timeout.connect(self._restore)

    @property
    def should_play(self) -> bool:
        """Whether the music is wanted now: enabled and not held."""
        return self.enabled and not self.held

    @property
    def playing(self) -> bool:
        """Whether the track is playing (fading out counts until it has faded)."""
        return self._effect is not None and bool(self._effect.isPlaying())  # type: ignore[attr-defined]

    def set_enabled(self, on: bool) -> None:
        """The player's Music toggle."""
        self.enabled = bool(on)
        self._follow()

    def set_held(self, held: bool) -> None:
        """Hold the music back (the lessons), or let it play again if enabled."""
        self.held = bool(held)
        self._follow()

    def set_volume(self, percent: int) -> None:
        """The music's own volume, 0..100 (the effects keep theirs)."""
        self.volume = max(0, min(100, int(percent))) / 100
        self._apply()

    def duck(self) -> None:
        """A sound effect plays: the music steps back a little, then comes back."""
        if not self.playing:
            return
        self._duck = DUCK_LEVEL
        self._apply()
        self._unduck.start(DUCK_MS)

    # -- playing ----------------------------------------------------------------------------------
    def _follow(self) -> None:
        if self.should_play:
            self._start()
        else:
            self._stop()

    def _start(self) -> None:
        effect = self._effect or self._make()
        if effect is None:
            return
        if not effect.isPlaying():  # type: ignore[attr-defined]
            self._level = 0.0
            self._apply()
            effect.play()  # type: ignore[attr-defined]
        self._fade_to(1.0, FADE_IN_MS)

    def _stop(self) -> None:
        if self.playing:
            self._fade_to(0.0, FADE_OUT_MS)

    def _make(self) -> object | None:
        """The looping QSoundEffect, or None where no sound can play."""
        path = track_path()
        if path is None or self.audio.probe() is not AudioStatus.READY:
            return None
        effect_class = self.audio.effect_class
        assert effect_class is not None
        effect = effect_class(self)
        effect.setSource(QUrl.fromLocalFile(str(path)))  # type: ignore[attr-defined]
        effect.setLoopCount(-2)  # type: ignore[attr-defined]  # QSoundEffect.Loop.Infinite
        self._effect = effect
        return effect

    def _fade_to(self, level: float, ms: int) -> None:
        self._fade.stop()
        self._fade.setStartValue(self._level)
        self._fade.setEndValue(level)
        self._fade.setDuration(ms)
        self._fade.start()

    def _faded(self, value: object) -> None:
        self._level = float(value)  # type: ignore[arg-type]
        self._apply()

    def _fade_done(self) -> None:
        if self._level <= 0.0 and self._effect is not None and not self.should_play:
            self._effect.stop()  # type: ignore[attr-defined]

    def _restore(self) -> None:
        self._duck = 1.0
        self._apply()

    def _apply(self) -> None:
        if self._effect is not None:
            self._effect.setVolume(self.volume * self._level * self._duck)  # type: ignore[attr-defined]
