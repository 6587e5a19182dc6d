"""Game records (jackaroo.model.record): round trip, deterministic replay, strict reading."""

from __future__ import annotations

import itertools
import json

import pytest
from support.position import position

from jackaroo.ai.observation import observe
from jackaroo.ai.registry import make_policy
from jackaroo.model import Game, StateFormatError
from jackaroo.model.events import CardPlayed, GameWon
from jackaroo.model.record import FORMAT, GameRecord, RecordFormatError, play_recorded


def random_game(seed: int, limit: int | None = None) -> tuple[Game, GameRecord, list[tuple]]:
    """A game of four Random CPUs (seeded), its record, and the events of each action."""
    game = Game.new(seed=seed)
    record = GameRecord.start(game)
    policies = [make_policy("random", f"{seed}:{seat}") for seat in range(4)]
    events = []
    while not game.is_over and (limit is None or len(record) < limit):
        action = policies[game.current_seat].choose(observe(game, game.current_seat))
        events.append(game.play(action))
        record = record.add(action)
    return game, record, events


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_a_record_replays_a_random_game_exactly(seed: int) -> None:
    game, record, events = random_game(seed)
    assert game.is_over
    text = record.to_json()
    again = GameRecord.from_json(text)
    assert again == record
    assert again.to_json() == text
    assert again.final_game().to_json() == game.to_json()  # generator included
    steps = list(again.steps())
    assert [s.events for s in steps] == events
    assert [s.notation for s in steps] == list(record.actions)
    assert steps[-1].after == game.state
    assert isinstance(steps[-1].events[-1], GameWon)
    for a, b in itertools.pairwise(steps):
        assert a.after == b.before
    for s in steps:
        assert isinstance(s.events[0], CardPlayed) and s.events[0].seat == s.seat


def test_position_after_k_actions_and_events_of_action_k() -> None:
    game, record, events = random_game(11, limit=60)
    replay = Game.new(seed=11)
    assert record.game_at(0).to_json() == replay.to_json()
    for k, notation in enumerate(record.actions):
        assert record.events_of(k) == events[k]
        replay.play(notation)
        assert record.game_at(k + 1).to_json() == replay.to_json()
    assert record.final_game().to_json() == game.to_json()
    with pytest.raises(IndexError):
        record.game_at(61)
    with pytest.raises(IndexError):
        record.events_of(60)
    with pytest.raises(IndexError):
        record.game_at(-1)


def test_a_game_continued_from_a_replayed_position_goes_on_like_the_original() -> None:
    _, record, _ = random_game(21, limit=40)
    first = record.game_at(20)
    second = record.game_at(20)
    for notation in record.actions[20:]:
        assert first.play(notation) == second.play(notation)
    assert first.to_json() == second.to_json() == record.final_game().to_json()


def test_add_returns_a_new_record() -> None:
    game = Game.new(seed=3)
    empty = GameRecord.start(game)
    action = game.legal_actions()[0]
    longer = empty.add(action)
    assert len(empty) == 0 and len(longer) == 1
    assert longer.actions == (str(action),)
    assert longer.initial_state_json == empty.initial_state_json == game.to_json()


def test_a_forfeit_is_recorded_as_drop_and_replays() -> None:
    # the strict rule: a playable card is discarded without effect
    game = position("t10 | t40", "6H AS 5H 3D")
    record = GameRecord.start(game)
    events = game.forfeit("6H")
    record = record.add("6H drop")
    again = GameRecord.from_json(record.to_json())
    assert again.events_of(0) == events
    assert again.final_game().state == game.state
    # and a legal drop replays like play() would
    other = position("| | |", "2H 7S AS BURNER")
    twin = other.copy()
    assert play_recorded(other, "2H drop") == twin.play("2H drop")
    assert other.to_json() == twin.to_json()


def test_the_json_form_lists_the_actions_and_embeds_the_state() -> None:
    _, record, _ = random_game(5, limit=3)
    obj = json.loads(record.to_json())
    assert list(obj) == ["format", "version", "initial", "actions"]
    assert obj["format"] == FORMAT == "jackaroo/record"
    assert obj["version"] == 1
    assert obj["initial"]["format"] == "jackaroo/state"
    assert obj["actions"] == list(record.actions)


def bad(obj_change) -> str:
    _, record, _ = random_game(5, limit=6)
    obj = json.loads(record.to_json())
    obj_change(obj)
    return json.dumps(obj)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda o: o.update(format="jackaroo/state"), "'format'"),
        (lambda o: o.update(version=2), "'version' 2"),
        (lambda o: o.update(version=True), "'version'"),
        (lambda o: o.update(extra=1), "unknown key 'extra'"),
        (lambda o: o.pop("actions"), "missing key 'actions'"),
        (lambda o: o.update(initial=[]), "'initial' must be"),
        (lambda o: o["initial"].update(turn=9), "'initial': 'turn'"),
        (lambda o: o["initial"]["seats"][0].update(hand=["6H", "6H", "6H", "6H", "6H"]), "'initial'"),
        (lambda o: o.update(actions="6H move t5"), "'actions' must be a list"),
        (lambda o: o["actions"].__setitem__(2, 7), "'actions[2]' must be a string"),
        (lambda o: o["actions"].__setitem__(3, "6H jump t5"), "'actions[3]' '6H jump t5'"),
        (lambda o: o["actions"].__setitem__(4, "BURNER burn t99"), "'actions[4]' 'BURNER burn t99'"),
        (lambda o: o["actions"].__setitem__(1, o["actions"][0]), "'actions[1]'"),
    ],
)
def test_bad_records_are_refused_naming_the_field_or_action(change, words: str) -> None:
    with pytest.raises(RecordFormatError) as caught:
        GameRecord.from_json(bad(change))
    assert words in str(caught.value)
    assert isinstance(caught.value, StateFormatError)


@pytest.mark.parametrize("text", ["", "[]", "{", "null", '"jackaroo/record"', "{}"])
def test_text_that_is_not_a_record_is_refused(text: str) -> None:
    with pytest.raises(RecordFormatError):
        GameRecord.from_json(text)


def test_actions_after_the_win_are_refused() -> None:
    game, record, _ = random_game(2)
    assert game.is_over
    obj = json.loads(record.to_json())
    obj["actions"].append(obj["actions"][-1])
    with pytest.raises(RecordFormatError) as caught:
        GameRecord.from_json(json.dumps(obj))
    assert f"'actions[{len(record)}]'" in str(caught.value)
    assert "over" in str(caught.value)


def test_a_taken_back_record_is_assisted_and_keeps_its_start() -> None:
    game = Game.new(seed=3)
    record = GameRecord.start(game)
    for _ in range(5):
        action = game.legal_actions()[0]
        play_recorded(game, action)
        record = record.add(action)
    shorter = record.taken_back(2)
    assert shorter.actions == record.actions[:2] and shorter.assisted
    assert shorter.add("AS field").assisted  # it stays assisted
    assert shorter.final_game().assisted and shorter.final_game().state == record.game_at(2).state
    text = shorter.to_json()
    assert json.loads(text)["assisted"] is True
    assert GameRecord.from_json(text) == shorter
    assert "assisted" not in json.loads(record.to_json())  # only written when true
    with pytest.raises(IndexError):
        record.taken_back(6)


def test_assisted_must_be_true_or_false() -> None:
    obj = json.loads(GameRecord.start(Game.new(seed=1)).to_json()) | {"assisted": "yes"}
    with pytest.raises(RecordFormatError, match="'assisted' must be true or false"):
        GameRecord.from_object(obj)
    state = json.loads(Game.new(seed=1).to_json()) | {"assisted": 1}
    with pytest.raises(StateFormatError, match="'assisted' must be true or false"):
        Game.from_object(state)
    kept = Game.from_object(json.loads(Game.new(seed=1).to_json()) | {"assisted": True})
    assert kept.assisted and json.loads(kept.to_json())["assisted"] is True
