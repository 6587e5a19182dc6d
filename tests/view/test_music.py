"""The background music (jackaroo.view.audio.music): a seamless loop made by scripts/make_music.py,
played only when enabled and not held (the lessons), faded in and out, ducked under the sound
effects, at its own volume; silent where no sound can play.

Qt Multimedia is replaced by a stand-in that records what it is asked (the conftest keeps the real
one out): no test makes a sound.
"""

from __future__ import annotations

import sys
import wave
from array import array
from pathlib import Path
from typing import ClassVar

import pytest
from support.scripts import load_script

from jackaroo.view.audio import music as music_module
from jackaroo.view.audio import sound
from jackaroo.view.audio.music import TRACK, Music
from jackaroo.view.audio.sound import AudioStatus, QtPlayer

ROOT = Path(__file__).resolve().parents[2]


class FakeLoop:
    """Stands in for QSoundEffect: remembers its source, loop count, volume and whether it plays."""

    made: ClassVar[list[FakeLoop]] = []

    def __init__(self, parent) -> None:
        self.source = ""
        self.loops = 1
        self.volumes: list[float] = []
        self.playing = False
        FakeLoop.made.append(self)

    def setSource(self, url) -> None:
        self.source = url.toLocalFile()

    def setLoopCount(self, count: int) -> None:
        self.loops = count

    def setVolume(self, volume: float) -> None:
        self.volumes.append(volume)

    def play(self) -> None:
        self.playing = True

    def stop(self) -> None:
        self.playing = False

    def isPlaying(self) -> bool:
        return self.playing


@pytest.fixture
def audio(monkeypatch):
    """A player that finds sound ready, with the stand-in effect."""
    FakeLoop.made.clear()
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "load_effect_class", lambda: FakeLoop)
    monkeypatch.setattr(sound, "audio_output_present", lambda: True)
    return QtPlayer()


@pytest.fixture
def fast(monkeypatch):
    monkeypatch.setattr(music_module, "FADE_IN_MS", 30)
    monkeypatch.setattr(music_module, "FADE_OUT_MS", 30)
    monkeypatch.setattr(music_module, "DUCK_MS", 30)


def test_it_loops_the_track_once_enabled_and_fades_in(qtbot, audio, fast) -> None:
    music = Music(audio)
    assert not FakeLoop.made  # nothing loaded before it is wanted
    music.set_volume(50)
    music.set_enabled(True)
    [loop] = FakeLoop.made
    assert loop.source == str(ROOT / TRACK)
    assert loop.loops == -2  # QSoundEffect.Loop.Infinite
    assert loop.playing and loop.volumes[0] == 0.0  # from silence
    qtbot.waitUntil(lambda: loop.volumes[-1] == pytest.approx(0.5), timeout=2000)
    assert loop.volumes == sorted(loop.volumes)  # a fade in, never a jump down


def test_turned_off_it_fades_out_then_stops(qtbot, audio, fast) -> None:
    music = Music(audio)
    music.set_enabled(True)
    [loop] = FakeLoop.made
    qtbot.waitUntil(lambda: loop.volumes[-1] > 0.39, timeout=2000)
    music.set_enabled(False)
    assert loop.playing  # still fading
    qtbot.waitUntil(lambda: not loop.playing, timeout=2000)
    assert loop.volumes[-1] == 0.0


def test_the_lessons_hold_it_back(qtbot, audio, fast) -> None:
    music = Music(audio)
    music.set_held(True)
    music.set_enabled(True)
    assert not FakeLoop.made and not music.should_play
    music.set_held(False)
    assert FakeLoop.made[0].playing


def test_it_ducks_under_a_sound_effect_and_comes_back(qtbot, audio, fast) -> None:
    music = Music(audio)
    music.set_volume(100)
    music.set_enabled(True)
    [loop] = FakeLoop.made
    qtbot.waitUntil(lambda: loop.volumes[-1] == pytest.approx(1.0), timeout=2000)
    music.duck()
    assert loop.volumes[-1] == pytest.approx(music_module.DUCK_LEVEL)
    qtbot.waitUntil(lambda: loop.volumes[-1] == pytest.approx(1.0), timeout=2000)


def test_where_no_sound_can_play_it_stays_silent(qtbot, monkeypatch) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "load_effect_class", lambda: FakeLoop)
    monkeypatch.setattr(sound, "audio_output_present", lambda: False)
    FakeLoop.made.clear()
    music = Music(QtPlayer())
    music.set_enabled(True)
    assert not FakeLoop.made and not music.playing


def test_the_tests_themselves_never_play_it(qtbot) -> None:
    """The conftest switches audio off (JACKAROO_SOUND=off): enabled, the music loads nothing."""
    player = QtPlayer()
    music = Music(player)
    music.set_enabled(True)
    assert player.status is AudioStatus.SWITCHED_OFF and not music.playing


# -- the track itself -------------------------------------------------------------------------------
def samples() -> tuple[array, int]:
    with wave.open(str(ROOT / TRACK), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getcomptype()) == (1, 2, "NONE")
        data = array("h", wav.readframes(wav.getnframes()))
        if sys.byteorder == "big":
            data.byteswap()
        return data, wav.getframerate()


def test_the_track_is_a_seamless_loop_of_about_24_seconds() -> None:
    data, rate = samples()
    assert rate == 22_050
    assert 20 <= len(data) / rate <= 30
    steps = sorted(abs(data[i + 1] - data[i]) for i in range(len(data) - 1))
    typical = steps[len(steps) // 2]
    # the step from the last sample back to the first is no larger than an ordinary step: no click
    assert abs(data[0] - data[-1]) <= typical
    assert max(abs(x) for x in data) < 0.6 * 32767  # background level, below the sound effects


def test_the_script_makes_exactly_the_committed_track(tmp_path, monkeypatch, capsys) -> None:
    module = load_script("scripts/make_music.py")
    monkeypatch.setattr(sys, "argv", ["make_music.py", "--out", str(tmp_path)])
    assert module.main() == 0
    assert (tmp_path / "table.wav").read_bytes() == (ROOT / TRACK).read_bytes()
