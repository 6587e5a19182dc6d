"""An action stored though the table was never told (its commit went through, the reply was lost as
the database went away): when the table stores that ply again, the same action is taken as done,
and another one (a CPU chose again after the refusal, or the person answered anew) gives way to the
stored one, which the table plays instead.  So a table never retries a stored action for ever."""

from __future__ import annotations

from pathlib import Path

from jackaroo.model.game import Game
from jackaroo.server.match import Match
from jackaroo.server.storage import SqliteStorage


def _stored_unseen(tmp_path: Path) -> tuple[Match, SqliteStorage, list[str]]:
    """A game whose first action was stored by a write the table took as failed."""
    storage = SqliteStorage(tmp_path / "db.sqlite3")
    storage.save_lobby("t", {})
    match = Match.new("t", 0, storage, seed=4, ruleset="guc", players=["human"] * 4, names=list("ABCD"))
    legal = [str(action) for action in match.game.legal_actions()]
    assert len(set(legal)) > 1
    storage.append_action("t", 0, 0, legal[-1])  # (the table was told it failed)
    return match, storage, legal


def test_the_same_action_stored_again_is_played_once(tmp_path: Path) -> None:
    match, storage, legal = _stored_unseen(tmp_path)
    notation, _events = match.play(match.current, 0, legal[-1])
    assert notation == legal[-1] and match.actions == [legal[-1]]
    stored = storage.game("t", 0)
    assert stored is not None and stored.record.actions == (legal[-1],)


def test_another_action_gives_way_to_the_one_stored(tmp_path: Path) -> None:
    match, storage, legal = _stored_unseen(tmp_path)
    seat = match.current
    notation, _events = match.play(seat, 0, legal[0])
    assert notation == legal[-1] and match.actions == [legal[-1]] and match.ply == 1
    expected = Game.from_json(match.initial_json)
    expected.play(legal[-1])
    assert match.game.to_json() == expected.to_json()  # the game went on from the stored action
    follow = str(match.game.legal_actions()[0])
    assert match.play(match.current, 1, follow)[0] == follow
    stored = storage.game("t", 0)
    assert stored is not None and stored.record.actions == (legal[-1], follow)
