"""The server's figures for Prometheus: ``GET /metrics`` in its text format (``prometheus_client``,
the ``metrics`` extra; without it ``/metrics`` answers 404 and says so).

Counts and gauges are read from the server when scraped (nothing is kept for them on the hot path);
the two histograms are observed as actions and storage calls happen:

- ``jackaroo_connections``: open client connections; ``jackaroo_tables{state}``: tables this process
  runs, by ``lobby``, ``playing``, ``over``;
- ``jackaroo_actions_total``: actions clients sent that were accepted (a CPU's are not counted;
  ``rate()`` of it: actions a second);
  ``jackaroo_action_seconds``: the server's time for one accepted action (parse, legality, the
  commit, the views, queueing them): the round trip but for the network and the client;
- ``jackaroo_storage_seconds{call}``: the database's time per storage call;
- ``jackaroo_refused_total``: connections cut at accept or refused at the handshake;
  ``jackaroo_loop_lag_seconds``: how late the event loop ran a timer (p99 of the latest 3,000);
- with several processes (PostgreSQL): ``jackaroo_takeovers_total`` (tables this process took over
  from others), ``jackaroo_relayed_connections`` and ``jackaroo_remote_connections``; and the
  database as this process finds it: ``jackaroo_database_up`` (1 or 0),
  ``jackaroo_database_outages_total`` (times it was lost) and
  ``jackaroo_database_unavailable_seconds_total`` (seconds it was away, the current outage
  included).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, Protocol

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Response

from .storage import Storage, StoredGame, StoredTable

if TYPE_CHECKING:
    from .ratings import GameEnd, RatingChange
    from .transactions import Transaction

#: buckets of the histograms, in seconds (a commit on a local network is under a millisecond)
BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)


class Measured(Protocol):
    """What the metrics read of a server (:class:`~.app.GameServer` is one)."""

    actions: int

    def figures(self) -> dict[str, Any]:
        """``connections``, ``tables`` by state, ``refused``, ``loop_lag_seconds``, and the
        cluster's ``takeovers``, ``relayed``, ``remote``, ``db_up``, ``db_outages``, ``db_down_s``
        when there is one."""


class Metrics:
    """The registry of one server; None from :func:`metrics_for` without prometheus_client."""

    def __init__(self, server: Measured) -> None:
        from prometheus_client import CollectorRegistry, Histogram

        self.registry = CollectorRegistry(auto_describe=False)
        self.action_seconds = Histogram(
            "jackaroo_action_seconds",
            "The server's time for one accepted action, in seconds",
            buckets=BUCKETS,
            registry=self.registry,
        )
        self.storage_seconds = Histogram(
            "jackaroo_storage_seconds",
            "The database's time per storage call, in seconds",
            ["call"],
            buckets=BUCKETS,
            registry=self.registry,
        )
        self.registry.register(_Collector(server))

    def page(self) -> tuple[str, bytes]:
        """The content type and the text of a scrape."""
        from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

        return CONTENT_TYPE_LATEST, generate_latest(self.registry)

    def timed(self, storage: Storage) -> Storage:
        """``storage`` with each call's time observed."""
        return TimedStorage(storage, lambda call, seconds: self.storage_seconds.labels(call).observe(seconds))


def metrics_response(metrics: Metrics | None, connection: ServerConnection) -> Response:
    """The HTTP response to ``GET /metrics``: the page, or 404 without prometheus_client."""
    if metrics is None:
        return connection.respond(HTTPStatus.NOT_FOUND, "no metrics: install jackaroo[metrics]\n")
    content_type, page = metrics.page()
    response = connection.respond(HTTPStatus.OK, "")
    for name, value in (("Content-Type", content_type), ("Content-Length", str(len(page)))):
        del response.headers[name]  # (setting a header adds one)
        response.headers[name] = value
    return dataclasses.replace(response, body=page)


def metrics_for(server: Measured) -> Metrics | None:
    """The server's metrics, or None if prometheus_client is not installed."""
    try:
        import prometheus_client  # noqa: F401
    except ImportError:
        return None
    return Metrics(server)


class _Collector:
    """Reads the server's counts and gauges when scraped."""

    def __init__(self, server: Measured) -> None:
        self.server = server

    def collect(self) -> Iterator[Any]:
        from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

        figures = self.server.figures()
        yield GaugeMetricFamily("jackaroo_connections", "Open client connections", figures["connections"])
        tables = GaugeMetricFamily("jackaroo_tables", "Tables this process runs", labels=["state"])
        for state, count in figures["tables"].items():
            tables.add_metric([state], count)
        yield tables
        yield CounterMetricFamily("jackaroo_actions", "Clients' actions accepted", self.server.actions)
        yield CounterMetricFamily("jackaroo_refused", "Connections cut or refused", figures["refused"])
        yield GaugeMetricFamily(
            "jackaroo_loop_lag_seconds", "How late the event loop ran (p99)", figures["loop_lag_seconds"]
        )
        if "takeovers" in figures:
            yield CounterMetricFamily(
                "jackaroo_takeovers", "Tables taken over from other processes", figures["takeovers"]
            )
            yield GaugeMetricFamily(
                "jackaroo_relayed_connections", "Clients here at other processes' tables", figures["relayed"]
            )
            yield GaugeMetricFamily(
                "jackaroo_remote_connections", "Other processes' clients at tables here", figures["remote"]
            )
        if "db_outages" in figures:
            up = int(figures["db_up"])
            yield GaugeMetricFamily("jackaroo_database_up", "Whether the database answers now (1 or 0)", up)
            yield CounterMetricFamily(
                "jackaroo_database_outages", "Times this process lost the database", figures["db_outages"]
            )
            yield CounterMetricFamily(
                "jackaroo_database_unavailable_seconds",
                "Seconds the database was unavailable to this process",
                figures["db_down_s"],
            )


class TimedStorage:
    """:class:`~.storage.Storage` ``inner``, telling ``observe(call, seconds)`` each call's time."""

    def __init__(self, inner: Storage, observe: Callable[[str, float], None]) -> None:
        self.inner = inner
        self._observe = observe

    def _run(self, call: str, *args: Any) -> Any:
        began = time.perf_counter()
        try:
            return getattr(self.inner, call)(*args)
        finally:
            self._observe(call, time.perf_counter() - began)

    def save_lobby(self, table_id: str, lobby: dict[str, Any]) -> None:
        self._run("save_lobby", table_id, lobby)

    def start_game(self, table_id: str, number: int, initial_json: str) -> None:
        self._run("start_game", table_id, number, initial_json)

    def append_action(
        self, table_id: str, number: int, ply: int, action: str, end: GameEnd | None = None
    ) -> tuple[RatingChange, ...]:
        changes: tuple[RatingChange, ...] = self._run("append_action", table_id, number, ply, action, end)
        return changes

    def finish_game(self, table_id: str, number: int, winner: int) -> None:
        self._run("finish_game", table_id, number, winner)

    def drop_lobby(self, table_id: str) -> None:
        self._run("drop_lobby", table_id)

    def end_table(self, table_id: str) -> None:
        self._run("end_table", table_id)

    def load_tables(self) -> list[StoredTable]:
        tables: list[StoredTable] = self._run("load_tables")
        return tables

    def game(self, table_id: str, number: int) -> StoredGame | None:
        stored: StoredGame | None = self._run("game", table_id, number)
        return stored

    def transaction(self) -> AbstractContextManager[Transaction]:
        return self.inner.transaction()  # (its statements are the accounts', not timed here)

    def close(self) -> None:
        self.inner.close()
