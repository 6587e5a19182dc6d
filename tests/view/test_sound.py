"""Sound effects (jackaroo.view.sound): which event sounds like what, muting, the scene's cues in step
with the animations, the silent fallbacks, the resource lookup and the WAV files themselves.

No test needs an audio device: sounds go to a recording player, and the conftest sets
JACKAROO_SOUND=off so the real player never loads Qt Multimedia.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest
from support.position import card, position

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
from jackaroo.view import sound
from jackaroo.view.scene import BoardScene
from jackaroo.view.sound import SOUND_NAMES, SOUNDS_FOLDER, QtPlayer, SoundBoard, sound_for

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
def test_the_environment_switch_turns_audio_off(monkeypatch) -> None:
    for value in ("off", "0", "no", "False"):
        monkeypatch.setenv(sound.ENV_SWITCH, value)
        assert not sound.audio_allowed()
        player = QtPlayer()
        assert not player.available
        player("move")  # silently nothing
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    assert sound.audio_allowed()
    monkeypatch.delenv(sound.ENV_SWITCH)
    assert sound.audio_allowed()


def test_without_qt_multimedia_the_player_is_silent(qtbot, monkeypatch) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails: ImportError
    player = QtPlayer()
    assert player.available  # not known before the first sound
    player("move")
    player("win")
    assert not player.available
    assert player._effects == {}


def test_without_an_audio_device_the_player_is_silent(qtbot, monkeypatch, caplog) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "audio_output_present", lambda: False)
    player = QtPlayer()
    with caplog.at_level("WARNING", logger=sound.__name__):
        player("move")
        player("win")
    assert not player.available
    assert player._effects == {}
    assert [r.getMessage() for r in caplog.records] == [
        "no audio output device found: the game plays without sound"
    ]


SOUND_CHECK = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(["sound-check"])
from jackaroo.view import sound
player = sound.QtPlayer()
for name in sound.SOUND_NAMES:
    player(name)
try:
    present = sound.audio_output_present()
except ImportError:  # on Linux without libpulse0
    print("no Qt Multimedia")
else:
    print("device" if present else "no device", player.available)
"""


def test_real_qt_multimedia_plays_or_says_once_why_not() -> None:
    """The real player in a process of its own: with a device it plays; without one (CI installs
    libpulse0 and has no sound server) it says so in one line and Qt prints no warning."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop(sound.ENV_SWITCH, None)
    done = subprocess.run(
        [sys.executable, "-c", SOUND_CHECK], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    if done.stdout.strip() == "no Qt Multimedia":
        pytest.skip("Qt Multimedia cannot be loaded here (libpulse0 missing)")
    if done.stdout.strip() == "device True":
        return
    assert done.stdout.strip() == "no device False"
    assert done.stderr.splitlines() == ["no audio output device found: the game plays without sound"]


def test_without_the_sounds_folder_the_player_is_silent(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")
    monkeypatch.setattr(sound, "_sounds_folder", lambda: None)
    player = QtPlayer()
    assert not player.available
    player("move")


def test_a_missing_sound_file_is_skipped(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv(sound.ENV_SWITCH, "on")

    class FakeEffect:
        def __init__(self, parent) -> None:
            self.played = 0

        def setSource(self, url) -> None:
            self.source = url.toLocalFile()

        def setVolume(self, volume) -> None:
            self.volume = volume

        def play(self) -> None:
            self.played += 1

    (tmp_path / "move.wav").write_bytes(b"")
    player = QtPlayer(tmp_path)
    player._effect_class = FakeEffect
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
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
