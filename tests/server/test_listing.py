"""The lobby's list cannot be flooded: tables with an open seat first, newest first, in bounded
pages with a total, and a table found by its host's name however many junk tables there are."""

from __future__ import annotations

import json
from pathlib import Path

from support.server import run, running_server, table_of

from jackaroo.online.client import Client
from jackaroo.online.protocol import MAX_FRAME, MAX_PAGE, CreateTable, ListTables


def test_junk_tables_do_not_hide_a_real_one(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3", trusted_proxy="127.0.0.1") as (url, _server):
            junk = []
            for i in range(100):  # each from its own address, within every limit
                client = await Client.connect(url, headers={"X-Forwarded-For": f"198.51.100.{i}"})
                created = await client.request(CreateTable(name=f"Junk {i}"))
                junk.append(created["table"])
            playing = await table_of(url, 1, ("random", "random", "random"))  # not open any more
            sara = await Client.connect(url, headers={"X-Forwarded-For": "192.0.2.10"})
            real = (await sara.request(CreateTable(name="Sara")))["table"]
            guest = await Client.connect(url)
            first = await guest.request(ListTables())
            assert first["tables"][0]["table"] == real  # the newest table with an open seat
            assert first["total"] == 102 and first["offset"] == 0 and len(first["tables"]) == 20
            # page through: every table once, the open ones first, newest first, the game last
            seen = []
            while len(seen) < first["total"]:
                page = await guest.request(ListTables(offset=len(seen), limit=MAX_PAGE))
                assert page["tables"] and len(json.dumps(page)) < 8 * MAX_FRAME
                seen += [t["table"] for t in page["tables"]]
            assert seen == [real, *reversed(junk), playing[0].table_id]
            assert (await guest.request(ListTables(offset=500)))["tables"] == []
            # the host's name finds it, whatever its case or form
            found = await guest.request(ListTables(host="ＳＡＲＡ"))
            assert [t["table"] for t in found["tables"]] == [real] and found["total"] == 1
            assert (await guest.request(ListTables(host="Nobody")))["total"] == 0

    run(scenario)


def test_a_page_asks_for_at_most_its_limit(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            client = await Client.connect(url)
            await client.send_raw(json.dumps({"type": "list_tables", "limit": MAX_PAGE + 1, "ref": 3}))
            refused = await client.wait("error", 10)
            assert refused["code"] == "bad_message" and refused["ref"] == 3

    run(scenario)
