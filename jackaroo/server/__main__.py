"""``python -m jackaroo.server`` (``jackaroo-server``): run the online game server (docs/online.md)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import random
import resource
import signal
import sys
from collections.abc import Sequence

from ..model.players import CPU_LEVELS
from .app import GameServer
from .open_storage import is_postgres_url, open_storage
from .options import Options
from .storage import StorageError, default_db_path


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="jackaroo-server", description="The Jackaroo online game server.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every one)")
    parser.add_argument("--port", type=int, default=8765, help="TCP port (0: any free port)")
    parser.add_argument(
        "--db",
        default=None,
        help=f"a SQLite file (default {default_db_path()}) or a postgresql://user@host/name URL",
    )
    parser.add_argument(
        "--takeover-seconds", type=float, default=30.0, help="after a drop, before a CPU plays"
    )
    parser.add_argument("--cpu-delay", type=float, default=0.5, help="seconds before each CPU action")
    parser.add_argument(
        "--cpu-workers",
        type=int,
        default=0 if getattr(sys, "frozen", False) else min(os.cpu_count() or 1, 8),
        help="processes where Expert and Master CPUs think (default: one a core, at most 8; 0, and"
        " always in the app's bundle: a thread)",
    )
    parser.add_argument(
        "--clock-scale", type=float, default=1.0, help="multiply every table's turn clock by this (tests)"
    )
    parser.add_argument("--rate", type=float, default=20, help="messages a second per connection")
    add_budget(parser)
    add_accounts(parser)
    add_quick_match(parser)
    parser.add_argument("--certfile", help="TLS certificate chain (PEM): serve wss://")
    parser.add_argument("--keyfile", help="TLS private key (PEM), with --certfile")
    parser.add_argument(
        "--durable", action="store_true", help="sync every action to disk (survives power loss)"
    )
    parser.add_argument("--seed", type=int, default=None, help="seed of the games' generators (tests)")
    parser.add_argument("--log", default="WARNING", help="log level")
    args = parser.parse_args(argv)
    if bool(args.certfile) != bool(args.keyfile) and args.keyfile:
        parser.error("--keyfile needs --certfile")
    return args


async def run(args: argparse.Namespace) -> None:
    ssl_context = None
    if args.certfile:
        import ssl  # only for TLS: the app's bundle carries no ssl (docs/packaging.md)

        ssl_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ssl_context.load_cert_chain(args.certfile, args.keyfile)
    storage = open_storage(args.db, durable=args.durable)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**63)
    game_server = GameServer(storage, options_of(args), random.Random(seed))
    if is_postgres_url(args.db or ""):  # several processes may share it: run as one of them
        from .cluster import Cluster
        from .pg_storage import PostgresStorage

        assert isinstance(storage, PostgresStorage)
        game_server.cluster = Cluster(game_server, storage)
        logging.getLogger("jackaroo.server").info("process %s", game_server.cluster.id)
    server = await game_server.serve(args.host, args.port, ssl_context)
    port = server.sockets[0].getsockname()[1]
    scheme = "wss" if ssl_context else "ws"
    print(f"listening on {scheme}://{args.host}:{port}", flush=True)
    stop = asyncio.Event()  # (a second signal while stopping changes nothing)
    game_server.on_end = stop.set  # the hosting app ended every table (server/control.py)
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            asyncio.get_running_loop().add_signal_handler(sig, stop.set)
    await stop.wait()
    server.close()
    await server.wait_closed()
    game_server.close()
    storage.close()


def add_budget(parser: argparse.ArgumentParser) -> None:
    """The resource budget's options (docs/online.md), defaults from :class:`Options`."""
    d = Options()
    budget = parser.add_argument_group("resource budget (docs/online.md)")
    add = budget.add_argument
    add("--max-connections", type=int, default=d.max_connections, help="connections open at once")
    add("--max-per-address", type=int, default=d.max_per_address, help="connections from one address")
    add("--connect-rate", type=float, default=d.connect_rate, help="new connections a second an address")
    add("--rate-address", type=float, default=d.rate_address, help="messages a second an address")
    add("--hello-seconds", type=float, default=d.hello_seconds, help="to finish the handshake and say hello")
    add(
        "--max-unsent-kb", type=int, default=d.max_unsent // 1024, help="unread KiB before a client is closed"
    )
    add("--send-buffer-kb", type=int, default=d.send_buffer // 1024, help="kernel send buffer a connection")
    add("--max-tables", type=int, default=d.max_tables, help="tables held at once")
    add("--max-lobby-tables", type=int, default=d.max_lobby_tables, help="tables before their first game")
    add(
        "--lobby-per-address",
        type=int,
        default=d.lobby_per_address,
        help="such tables opened from one address",
    )
    add(
        "--lobby-grace-seconds",
        type=float,
        default=d.lobby_grace_seconds,
        help="an abandoned lobby table waits",
    )
    add("--max-spectators", type=int, default=d.max_spectators, help="spectators a table")
    add("--chat-rate", type=float, default=d.chat_rate, help="chat lines a second a connection")
    add("--chat-rate-address", type=float, default=d.chat_rate_address, help="chat lines a second an address")
    add("--chat-rate-table", type=float, default=d.chat_rate_table, help="chat lines a second a table")
    add("--trusted-proxy", default=None, help="reverse proxy whose X-Forwarded-For names the client")


def add_accounts(parser: argparse.ArgumentParser) -> None:
    """The options of accounts, ratings and leaderboards (docs/online.md), defaults from
    :class:`Options`."""
    d = Options()
    group = parser.add_argument_group("accounts, ratings and leaderboards (docs/online.md)")
    add = group.add_argument
    add("--session-days", type=float, default=d.session_days, help="days a session lasts")
    add("--season", type=int, default=d.season, help="the ratings' season (a new one starts anew)")
    add("--cpu-games-rated", action="store_true", help="rate games with CPU seats (marked so)")
    add("--min-rated-games", type=int, default=d.min_rated_games, help="rated games to be on a leaderboard")
    add("--rate-player-tables", action="store_true", help="rate tables players make, not only quick match's")
    add(
        "--same-address-hours",
        type=float,
        default=d.same_address_hours,
        help="accounts made from one address this close are not rated against each other (0: off)",
    )
    add(
        "--group-games-a-day",
        type=int,
        default=d.group_games_a_day,
        help="rated games of the same accounts together in 24 h (0: no limit)",
    )
    add("--sign-in-rate", type=float, default=d.sign_in_rate, help="sign-in attempts a second an account")
    add(
        "--sign-in-rate-address",
        type=float,
        default=d.sign_in_rate_address,
        help="sign-in attempts a second an address",
    )
    add(
        "--sign-in-clean-seconds",
        type=float,
        default=d.sign_in_clean_seconds,
        help="after a failure, before an address may try an account others are guessing at",
    )
    add("--argon2-time-cost", type=int, default=None, help="Argon2id passes (default: argon2-cffi's)")
    add("--argon2-memory-kib", type=int, default=None, help="Argon2id memory in KiB (default: argon2-cffi's)")
    add("--hash-threads", type=int, default=d.hash_threads, help="threads hashing passwords")
    add("--hash-queue", type=int, default=d.hash_queue, help="password hashes waiting for a thread at most")
    add("--hash-per-address", type=int, default=d.hash_per_address, help="password hashes of one address")


def add_quick_match(parser: argparse.ArgumentParser) -> None:
    """Quick match's options (docs/online.md, "Quick match"), defaults from :class:`Options`."""
    d = Options()
    add = parser.add_argument_group("quick match (docs/online.md)").add_argument
    add("--max-queue", type=int, default=d.max_queue, help="players waiting in all")
    add("--queue-per-address", type=int, default=d.queue_per_address, help="players waiting from one address")
    add("--queue-cpu", default=d.queue_cpu, choices=CPU_LEVELS, help="the CPUs filling a table after a wait")
    add("--queue-band", type=float, default=d.queue_band, help="rating difference (mu) accepted at first")
    add("--queue-band-growth", type=float, default=d.queue_band_growth, help="its widening (mu) a second")


def options_of(args: argparse.Namespace) -> Options:
    """The :class:`Options` the command line asks for."""
    return Options(
        args.takeover_seconds,
        args.cpu_delay,
        args.rate,
        2 * args.rate,
        max_connections=args.max_connections,
        max_per_address=args.max_per_address,
        connect_rate=args.connect_rate,
        rate_address=args.rate_address,
        hello_seconds=args.hello_seconds,
        max_unsent=args.max_unsent_kb * 1024,
        send_buffer=args.send_buffer_kb * 1024,
        max_tables=args.max_tables,
        max_lobby_tables=args.max_lobby_tables,
        lobby_per_address=args.lobby_per_address,
        lobby_grace_seconds=args.lobby_grace_seconds,
        max_spectators=args.max_spectators,
        chat_rate=args.chat_rate,
        chat_rate_address=args.chat_rate_address,
        chat_rate_table=args.chat_rate_table,
        trusted_proxy=args.trusted_proxy,
        clock_scale=args.clock_scale,
        session_days=args.session_days,
        season=args.season,
        cpu_games_rated=args.cpu_games_rated,
        min_rated_games=args.min_rated_games,
        rate_player_tables=args.rate_player_tables,
        same_address_hours=args.same_address_hours,
        group_games_a_day=args.group_games_a_day,
        sign_in_rate=args.sign_in_rate,
        sign_in_rate_address=args.sign_in_rate_address,
        argon2_time_cost=args.argon2_time_cost,
        argon2_memory_kib=args.argon2_memory_kib,
        sign_in_clean_seconds=args.sign_in_clean_seconds,
        hash_threads=args.hash_threads,
        hash_queue=args.hash_queue,
        hash_per_address=args.hash_per_address,
        cpu_workers=max(0, args.cpu_workers),
        max_queue=args.max_queue,
        queue_per_address=args.queue_per_address,
        queue_cpu=args.queue_cpu,
        queue_band=args.queue_band,
        queue_band_growth=args.queue_band_growth,
    )


#: file descriptors kept for the database, the listening sockets and the log
SPARE_DESCRIPTORS = 64


def fit_descriptors(args: argparse.Namespace) -> None:
    """Raise the soft limit on open files to the hard one, and lower ``--max-connections`` to what
    it leaves (so the server never runs out of descriptors to accept with)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = args.max_connections + SPARE_DESCRIPTORS
    if soft != resource.RLIM_INFINITY and soft < wanted:
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
        if soft < wanted:
            args.max_connections = max(1, soft - SPARE_DESCRIPTORS)
            logging.warning("only %d files may be open: at most %d connections", soft, args.max_connections)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["admin"]:  # the admin's commands (docs/online.md, "Admin")
        from .admin import main as admin

        return admin(argv[1:])
    args = parse_args(argv)
    # the process in every line: several processes may share one database and one log
    logging.basicConfig(
        level=args.log.upper(), format="%(asctime)s %(levelname)s jackaroo-server[%(process)d] %(message)s"
    )
    fit_descriptors(args)
    try:
        asyncio.run(run(args))
    except StorageError as error:  # at start: the database cannot be reached or is too new
        print(f"jackaroo-server: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
