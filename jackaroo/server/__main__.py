"""``python -m jackaroo.server`` (``jackaroo-server``): run the online game server (docs/online.md)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import signal
import sys
from collections.abc import Sequence

from .app import GameServer
from .options import Options
from .storage import SqliteStorage, default_db_path


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="jackaroo-server", description="The Jackaroo online game server.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every one)")
    parser.add_argument("--port", type=int, default=8765, help="TCP port (0: any free port)")
    parser.add_argument("--db", default=None, help=f"SQLite database (default {default_db_path()})")
    parser.add_argument(
        "--takeover-seconds", type=float, default=30.0, help="after a drop, before a CPU plays"
    )
    parser.add_argument("--cpu-delay", type=float, default=0.5, help="seconds before each CPU action")
    parser.add_argument("--rate", type=float, default=20, help="messages a second per connection")
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
    storage = SqliteStorage(args.db or default_db_path(), durable=args.durable)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**63)
    game_server = GameServer(
        storage, Options(args.takeover_seconds, args.cpu_delay, args.rate, 2 * args.rate), random.Random(seed)
    )
    server = await game_server.serve(args.host, args.port, ssl_context)
    port = server.sockets[0].getsockname()[1]
    scheme = "wss" if ssl_context else "ws"
    print(f"listening on {scheme}://{args.host}:{port}", flush=True)
    stop = asyncio.get_running_loop().create_future()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            asyncio.get_running_loop().add_signal_handler(sig, stop.set_result, None)
    await stop
    server.close()
    await server.wait_closed()
    game_server.close()
    storage.close()


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=args.log.upper())
    asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
