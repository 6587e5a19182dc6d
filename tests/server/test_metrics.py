"""What a load balancer and Prometheus ask of a server process, over plain HTTP on the WebSocket
port: ``/healthz`` answers 200; ``/metrics`` gives the connections, the tables by state, the actions
accepted, the time per action and per storage call (on one process and on two sharing PostgreSQL,
where it also counts take-overs and relayed clients)."""

from __future__ import annotations

import asyncio
import urllib.request

from support.server import Service, run, table_of

from jackaroo.online.protocol import Act


def _get(url: str) -> tuple[int, str, str]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.headers["Content-Type"], response.read().decode()


def test_healthz_and_metrics(service: Service) -> None:
    async def scenario() -> None:
        async with service() as (url, other):
            (person,) = await table_of(url, 1, ("random", "random", "random"))
            for _ in range(3):
                while not (person.game and person.game["current"] == person.seat and person.game["legal"]):
                    await person.recv(10)
                reply = await person.request(Act(ply=person.game["ply"], action=person.game["legal"][0]))
                assert reply["type"] == "played"
            http = url.replace("ws://", "http://")
            status, _, text = await asyncio.to_thread(_get, f"{http}/healthz")
            assert status == 200 and text == "ok\n"
            status, content_type, page = await asyncio.to_thread(_get, f"{http}/metrics")
            assert status == 200 and content_type.startswith("text/plain")
            lines = dict(line.rsplit(" ", 1) for line in page.splitlines() if not line.startswith("#"))
            assert float(lines["jackaroo_connections"]) == 1
            assert float(lines['jackaroo_tables{state="playing"}']) == 1
            assert float(lines["jackaroo_actions_total"]) == 3
            assert float(lines["jackaroo_action_seconds_count"]) == 3
            assert float(lines['jackaroo_storage_seconds_count{call="append_action"}']) >= 3
            if other != url:
                assert float(lines["jackaroo_takeovers_total"]) == 0
                assert float(lines["jackaroo_remote_connections"]) == 0
            await person.close()

    run(scenario)
