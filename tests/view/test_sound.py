"""Sound effects (jackaroo.view.audio.sound): which event sounds like what, muting, the scene's cues in step
with the animations, the silent fallbacks, the resource lookup and the WAV files themselves.

No test needs an audio device: sounds go to a recording player, and the conftest sets
JACKAROO_SOUND=off so the real player never loads Qt Multimedia.
"""

from __future__ import annotations

import ctypes.util
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest
from support.position import card, position
from support.scripts import load_script

from jackaroo.model import Action
from jackaroo.model.cards import default_card_table
from jackaroo.model.events import (
    CardDiscarded,
    CardPlayed,
    DeckRefilled,
    GameWon,
    HomeCause,
    MarbleFielded,
    MarbleMoved,
    MarbleSaved,
    MarbleSentHome,
    MarblesSwapped,
    RoundDealt,
    SkipCause,
    TrapFired,
    TurnSkipped,
)
from jackaroo.view.audio import sound
from jackaroo.view.audio.sound import SOUND_NAMES, SOUNDS_FOLDER, AudioStatus, QtPlayer, SoundBoard, sound_for
from jackaroo.view.board.scene import BoardScene

ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    """A player that writes down the names of the sounds it is asked to play."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def __call__(self, name: str) -> None:
        self.played.append(name)


# -- the mapping ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("event", "expected"),
    [
        (CardPlayed(0, Action.parse("5H move t10")), "card"),
        (CardPlayed(1, Action.parse("BURNER burn t12")), "card"),
        (CardDiscarded(2, card("3C"), 0), "card"),
        (MarbleMoved(0, 10, (11, 12, 13)), "move"),
        (MarbleMoved(0, 10, (9, 8, 7, 6), backwards=True), "move"),
        (MarblesSwapped(0, 5, 10, 30), "move"),
        (MarbleFielded(4, 25), "field"),
        (MarbleSaved(0, 10, 100), "save"),
        (MarbleSentHome(5, 13, HomeCause.CAPTURE, 0), "capture"),
        (MarbleSentHome(5, 13, HomeCause.KING, 0), "capture"),
        (MarbleSentHome(5, 0, HomeCause.FIELD_CAPTURE, 0), "capture"),
        (MarbleSentHome(5, 13, HomeCause.TRAP, 1), "trap"),
        (MarbleSentHome(5, 13, HomeCause.BURN, 0), "burn"),
        (GameWon(2), "win"),
        (TrapFired(13, 40), None),
        (TurnSkipped(1, 1, 2, SkipCause.FEW_CARDS), None),
        (DeckRefilled(20), None),
        (RoundDealt(2, 4), None),
    ],
)
def test_each_event_has_its_sound(event, expected) -> None:
    assert sound_for(event) == expected


def test_every_cause_of_going_home_has_a_sound() -> None:
    for cause in HomeCause:
        assert sound_for(MarbleSentHome(0, 5, cause, 1)) in SOUND_NAMES


# -- muting -----------------------------------------------------------------------------------------
def test_the_board_plays_the_sounds_of_events_unless_muted() -> None:
    recorder = Recorder()
    board = SoundBoard(recorder)
    assert not board.muted
    board.on_event(MarbleFielded(0, 0))
    board.on_event(TrapFired(13, 40))  # silent
    board.on_event(GameWon(0))
    assert recorder.played == ["field", "win"]
    board.set_muted(True)
    board.on_event(GameWon(0))
    board.play("move")
    assert recorder.played == ["field", "win"]
    board.set_enabled(True)
    board.play("move")
    assert recorder.played == ["field", "win", "move"]


def test_a_muted_board_never_makes_the_qt_player() -> None:
    board = SoundBoard()
    board.set_muted(True)
    board.play("move")
    assert board.player is None


# -- in step with the animations --------------------------------------------------------------------
@pytest.fixture
def scene(qtbot):
    scene = BoardScene(default_card_table())
    yield scene
    scene.animator.flush()


@pytest.mark.parametrize("speed", [0, 0.05])
def test_the_scene_cues_each_event_as_its_animation_starts(qtbot, scene, speed) -> None:
    game = position("t10 | t13", "3H 2S 6C 8D")
    scene.sync(game.state)
    scene.animator.speed = speed
    recorder = Recorder()
    board = SoundBoard(recorder)
    scene.event_shown.connect(board.on_event)
    shown: list[object] = []
    scene.event_shown.connect(shown.append)
    events = game.play("3H move t10")  # lands on t13: captures the green marble
    scene.show_events(events, game.state)
    assert recorder.played == []  # nothing before the queue runs
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert shown == list(events)
    assert recorder.played == [sound_for(e) for e in events if sound_for(e)]
    assert recorder.played == ["card", "move", "capture"]


def test_each_sound_comes_when_its_own_step_begins(qtbot, scene) -> None:
    """The card's sound as the card leaves the hand; the move's once the card has landed and
    before the marble leaves its cell; the capture's once the marble has arrived."""
    game = position("t10 | t13", "3H 2S 6C 8D")
    scene.sync(game.state)
    scene.animator.speed = 0.2
    mover, victim = scene.marbles[0], scene.marbles[4]
    start, target = mover.pos(), victim.pos()
    seen: list[tuple[str, bool, bool, bool]] = []

    def look(name: str) -> None:
        landed = scene.firepit is not None and scene.firepit.card == card("3H")
        seen.append((name, landed, mover.pos() == start, mover.pos() == target))

    board = SoundBoard(look)
    scene.event_shown.connect(board.on_event)
    scene.show_events(game.play("3H move t10"), game.state)
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert seen == [
        ("card", False, True, False),
        ("move", True, True, False),
        ("capture", True, False, True),
    ]


def test_a_flushed_queue_plays_nothing(qtbot, scene) -> None:
    game = position("t10", "3H 2S 6C 8D")
    scene.sync(game.state)
    scene.animator.speed = 1.0
    recorder = Recorder()
    board = SoundBoard(recorder)
    scene.event_shown.connect(board.on_event)
    scene.show_events(game.play("3H move t10"), game.state)
    scene.animator.flush()  # a new game cuts the animation short: no burst of sounds
    qtbot.wait(20)
    assert recorder.played == []
    assert scene.animator.is_idle()
    scene.show_events((GameWon(0),), game.state)  # the board is still listening
    qtbot.waitUntil(scene.animator.is_idle, timeout=5000)
    assert recorder.played == ["win"]


# -- silent fallbacks -------------------------------------------------------------------------------
# Each case is staged here, whatever this machine has: Qt Multimedia's class and the device probe are
# replaced, so the tests pass with and without libpulse0 and an audio device.  The real thing runs in
# a process of its own below (test_real_qt_multimedia_plays_or_says_once_why_not).
class FakeEffect:
    """Stands in for QSoundEffect: counts what it is asked to do."""

    def __init__(self, parent) -> None:
        self.played = 0
        self.source = ""

    def setSource(self, url) -> None:
        self.source = url.toLocalFile()

    def setVolume(self, volume) -> None:
        self.volume = volume

    def play(self) -> None:
        self.played += 1


def no_multimedia() -> type:
    raise ImportError("libpulse.so.0: cannot open shared object file: No such file or directory")


def test_the_environment_switch_turns_audio_off(monkeypatch) -> None:
    for value in ("off", "0", "no", "False"):
        monkeypatch.setenv(sound.ENV_SWITCH, value)
        assert not sound.audio_allowed()
        player = QtPlayer()
        assert not player.available
        assert player.status is AudioStatus.SWITCHED_OFF
        player("move")  # silently nothing
        assert player.probe() is AudioStatus.SWITCHED_OFF
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    assert sound.audio_allowed()
    monkeypatch.delenv(sound.ENV_SWITCH)
    assert sound.audio_allowed()


def test_without_qt_multimedia_the_player_is_silent_and_says_why(qtbot, monkeypatch, caplog) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "load_effect_class", no_multimedia)
    player = QtPlayer()
    assert player.available  # not known before the first sound
    assert player.status is AudioStatus.UNKNOWN
    with caplog.at_level("WARNING", logger=sound.__name__):
        player("move")
        player("win")
    assert not player.available
    assert player.status is AudioStatus.NO_MULTIMEDIA
    assert player._effects == {}
    assert [r.getMessage() for r in caplog.records] == [
        "Qt Multimedia cannot be loaded (libpulse.so.0: cannot open shared object file: No such file or "
        "directory): the game plays without sound"
    ]


def test_a_failing_import_of_qt_multimedia_is_caught(qtbot, monkeypatch) -> None:
    """The real import machinery refusing the module (as Python does when the binding's library
    cannot be loaded) ends in silence, not an exception."""
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails: ImportError
    player = QtPlayer()
    assert player.probe() is AudioStatus.NO_MULTIMEDIA
    player("move")
    assert player._effects == {}


def test_without_an_audio_device_the_player_is_silent(qtbot, monkeypatch, caplog) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "load_effect_class", lambda: FakeEffect)
    monkeypatch.setattr(sound, "audio_output_present", lambda: False)
    player = QtPlayer()
    with caplog.at_level("WARNING", logger=sound.__name__):
        player("move")
        player("win")
    assert not player.available
    assert player.status is AudioStatus.NO_DEVICE
    assert player._effects == {}
    assert [r.getMessage() for r in caplog.records] == [
        "no audio output device found: the game plays without sound"
    ]


def test_with_qt_multimedia_and_a_device_the_player_plays(qtbot, monkeypatch, caplog) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "load_effect_class", lambda: FakeEffect)
    monkeypatch.setattr(sound, "audio_output_present", lambda: True)
    player = QtPlayer()
    with caplog.at_level("WARNING", logger=sound.__name__):
        assert player.probe() is AudioStatus.READY
        player("move")
        player("move")
        player("win")
    assert player.available
    assert {name: effect.played for name, effect in player._effects.items()} == {"move": 2, "win": 1}
    assert player._effects["win"].source == str(ROOT / SOUNDS_FOLDER / "win.wav")
    assert caplog.records == []


SOUND_CHECK = """
from PySide6.QtWidgets import QApplication
app = QApplication(["sound-check"])
from jackaroo.view.audio import sound
player = sound.QtPlayer()
for name in sound.SOUND_NAMES:
    player(name)
print(player.status.value)
"""


def pulseaudio_client_installed() -> bool:
    """Whether this machine has libpulse.so.0, without which Qt Multimedia cannot load on Linux."""
    return ctypes.util.find_library("pulse") is not None


def test_real_qt_multimedia_plays_or_says_once_why_not() -> None:
    """The real player in a process of its own, on whatever this machine has.  Without libpulse0
    (Linux) Qt Multimedia cannot load: silence and one line saying why.  With it and no sound server
    (CI's second run of this module): one line saying there is no device.  With a device: sound.
    In no case any other output."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop(sound.ENV_SWITCH, None)
    done = subprocess.run(
        [sys.executable, "-c", SOUND_CHECK], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    status = AudioStatus(done.stdout.strip())
    if sys.platform.startswith("linux") and not pulseaudio_client_installed():
        assert status is AudioStatus.NO_MULTIMEDIA
        [line] = done.stderr.splitlines()
        assert line.startswith("Qt Multimedia cannot be loaded (libpulse.so.0")
        assert line.endswith("): the game plays without sound")
    elif status is AudioStatus.NO_DEVICE:
        assert done.stderr.splitlines() == ["no audio output device found: the game plays without sound"]
    else:
        assert status is AudioStatus.READY, done.stderr
        assert done.stderr == ""


def test_without_the_sounds_folder_the_player_is_silent(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "_sounds_folder", lambda: None)
    player = QtPlayer()
    assert not player.available
    assert player.status is AudioStatus.NO_SOUNDS
    player("move")


def test_a_missing_sound_file_is_skipped(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "load_effect_class", lambda: FakeEffect)
    monkeypatch.setattr(sound, "audio_output_present", lambda: True)
    (tmp_path / "move.wav").write_bytes(b"")
    player = QtPlayer(tmp_path)
    player("move")
    player("move")
    player("win")  # no such file
    assert sorted(player._effects) == ["move"]
    effect = player._effects["move"]
    assert effect.played == 2
    assert effect.source == str(tmp_path / "move.wav")


# -- where the sounds are (the lookup itself: tests/test_resources.py) -------------------------------
def test_the_sounds_are_found_in_the_source_tree() -> None:
    assert sound._sounds_folder() == ROOT / "resources" / "sounds"


# -- the WAV files ----------------------------------------------------------------------------------
def make_sounds_module():
    return load_script("scripts/make_sounds.py")


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_short_16_bit_mono_44k(name) -> None:
    with wave.open(str(ROOT / SOUNDS_FOLDER / f"{name}.wav"), "rb") as wav:
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == 44_100
        assert wav.getcomptype() == "NONE"
        assert 0 < wav.getnframes() < 44_100  # under a second


def test_the_script_makes_exactly_the_committed_files(tmp_path, capsys, monkeypatch) -> None:
    module = make_sounds_module()
    assert tuple(module.SOUNDS) == SOUND_NAMES
    monkeypatch.setattr(sys, "argv", ["make_sounds.py", "--out", str(tmp_path)])
    assert module.main() == 0
    for name in SOUND_NAMES:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == (ROOT / SOUNDS_FOLDER / f"{name}.wav").read_bytes(), name
