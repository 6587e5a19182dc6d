"""``get_history``: someone who comes back to a table (or starts watching in the middle) is sent the
game so far as everyone saw it, each action's seat, notation and events exactly as in ``played``,
and the table's last chat lines; after a restart the actions are rebuilt from the database."""

from __future__ import annotations

from pathlib import Path

from support.server import run, running_server, table_of

from jackaroo.online.client import Client
from jackaroo.online.protocol import Chat, GetHistory, Leave, Reclaim, Spectate
from jackaroo.server.table_state import CHAT_KEPT

FLAT_OUT = {"cpu_delay": 0.01, "chat_rate": 1000, "chat_rate_address": 1000, "chat_rate_table": 1000}


async def cpus_only_with_a_watcher(url: str) -> tuple[Client, Client]:
    """A public table whose host left as the game began (a CPU plays the seat), and a spectator."""
    (host,) = await table_of(url, 1, ("random", "random", "random"), private=False)
    watcher = await Client.connect(url)
    await watcher.request(Spectate(name="Lina", table=host.table_id))
    await host.request(Leave())
    return host, watcher


def test_a_late_spectator_gets_the_game_so_far_and_the_chat(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", **FLAT_OUT) as (url, _server):
            _host, watcher = await cpus_only_with_a_watcher(url)
            seen = [await watcher.wait("played", 10) for _ in range(6)]
            for n in range(CHAT_KEPT + 3):
                await watcher.request(Chat(text=f"line {n}"))
            last = await watcher.wait(
                lambda m: m.get("type") == "chat" and m["text"] == f"line {CHAT_KEPT + 2}"
            )
            reply = await watcher.request(GetHistory())
            assert reply["type"] == "history" and reply["game_number"] == 0
            actions = reply["actions"]
            assert len(actions) >= 6
            # (the watcher came during the first actions: it saw the ones after those)
            keys = ("seat", "action", "events")
            shown = [{k: entry[k] for k in keys} for entry in actions]
            later = shown[shown.index({k: seen[0][k] for k in keys}) :]
            for message, entry in zip(seen, later, strict=False):
                assert entry == {k: message[k] for k in keys}
            assert all(entry["round"] >= 1 and 0 <= entry["turn"] <= 3 for entry in actions)
            chat = reply["chat"]
            assert len(chat) == CHAT_KEPT and chat[-1] == {
                "id": last["id"],
                "name": "Lina",
                "text": last["text"],
            }
            assert [line["id"] for line in chat] == sorted({line["id"] for line in chat})  # numbered in order

    run(scenario)


def test_after_a_restart_the_history_is_rebuilt_from_the_database(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"

    async def first() -> tuple[str, str, list]:
        async with running_server(db, **FLAT_OUT) as (url, _server):
            host, watcher = await cpus_only_with_a_watcher(url)
            for _ in range(5):
                await watcher.wait("played", 10)
            actions = (await watcher.request(GetHistory()))["actions"]
            return host.table_id, host.token, actions

    table_id, token, before = run(first)

    async def second() -> None:
        async with running_server(db, **FLAT_OUT) as (url, _server):
            back = await Client.connect(url)
            await back.request(Reclaim(table=table_id, token=token))
            after = (await back.request(GetHistory()))["actions"]
            assert len(before) >= 5 and after[: len(before)] == before

    run(second)
