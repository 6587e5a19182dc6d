"""``python -m jackaroo.server admin --db DB COMMAND``: the server's admin (docs/online.md, "Admin").

- ``accounts``: every named account: user name, created, last signed in, games played, banned.
- ``reset-password NAME``: a new random password, printed once (or, with ``--stdin``, the one read
  from standard input); every session of the account ends.
- ``ban NAME`` / ``unban NAME``: a banned account cannot sign in, and its sessions end.
- ``reports``: reported chat lines, newest first (those not resolved; ``--all``: every one);
  ``--resolve ID`` marks one resolved.
- ``log``: the admin's latest actions.

Works on the SQLite file or the PostgreSQL database a server uses, while it runs.  Every command is
logged: a line of the server's log (``jackaroo.server``, to standard error) and a row of
``admin_log`` (when, what).  No password is ever logged, stored or echoed but the one printed once.
"""

from __future__ import annotations

import argparse
import logging
import secrets
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime

from ..online.names import name_key
from .account_store import AccountRow, AccountStore
from .admin_store import AdminStore
from .open_storage import is_postgres_url, open_storage
from .passwords import PasswordRefused, Passwords, clean_password
from .storage import StorageError, default_db_path

log = logging.getLogger("jackaroo.server")


class AdminError(Exception):
    """A command refused (an unknown user name, a bad password): said to the admin, exit code 1."""


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="jackaroo-server admin", description="Administer a Jackaroo server's accounts and reports."
    )
    parser.add_argument("--db", default=None, help=f"a SQLite file (default {default_db_path()}) or a URL")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("accounts", help="list the named accounts")
    reset = commands.add_parser("reset-password", help="give an account a new password")
    reset.add_argument("name")
    reset.add_argument("--stdin", action="store_true", help="read the new password from standard input")
    for command, what in (("ban", "ban an account"), ("unban", "lift an account's ban")):
        commands.add_parser(command, help=what).add_argument("name")
    reports = commands.add_parser("reports", help="list reported chat, newest first")
    reports.add_argument("--all", action="store_true", help="resolved ones too")
    reports.add_argument("--resolve", type=int, metavar="ID", help="mark report ID resolved")
    history = commands.add_parser("log", help="the admin's latest actions")
    history.add_argument("--limit", type=int, default=50)
    return parser.parse_args(argv)


def main(argv: Sequence[str]) -> int:
    """Run one admin command; 0 when done, 1 when refused, 2 for a bad command line (argparse)."""
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s jackaroo-server[%(process)d] %(message)s"
    )
    try:
        storage = open_storage(args.db)
    except StorageError as error:
        print(f"jackaroo-server admin: {error}", file=sys.stderr)
        return 1
    try:
        Admin(AdminStore(storage, shared=is_postgres_url(args.db or "")), AccountStore(storage)).run(args)
    except (AdminError, StorageError) as error:
        print(f"jackaroo-server admin: {error}", file=sys.stderr)
        return 1
    finally:
        storage.close()
    return 0


class Admin:
    """The admin's commands on ``store`` and ``accounts``, printing to standard output."""

    def __init__(self, store: AdminStore, accounts: AccountStore) -> None:
        self.store = store
        self.accounts = accounts

    def run(self, args: argparse.Namespace) -> None:
        """Carry out the command ``args`` name, and log it."""
        if args.command == "log":
            _table(("when", "what"), [(_when(made), what) for made, what in self.store.log(args.limit)])
            return
        now = time.time()
        if args.command == "accounts":
            what = "listed the accounts"
            self.store.act(what, now)
            rows = [
                (a.name, _when(a.created), _when(a.last_seen), str(a.games), _when(a.banned))
                for a in self.store.accounts()
            ]
            _table(("name", "created", "last seen", "games", "banned"), rows)
        elif args.command == "reports":
            what = self._reports(args, now)
        elif args.command == "reset-password":
            what = self._reset(args.name, args.stdin, now)
        else:
            what = self._ban(args.name, args.command == "ban", now)
        log.info("admin: %s", what)

    def _ban(self, name: str, banned: bool, now: float) -> str:
        row = self._account(name)
        what = f"{'banned' if banned else 'lifted the ban of'} {row.name}"
        upsert = (
            "INSERT INTO account_status (account, banned) VALUES (?, ?)"
            " ON CONFLICT (account) DO UPDATE SET banned = excluded.banned"
        )
        if banned:
            self.store.end_sessions(row.id, what, now, upsert, (row.id, now))
        else:
            self.store.act(what, now, upsert, (row.id, None))
        print(f"{row.name}: {'banned' if banned else 'not banned'}")
        return what

    def _account(self, name: str) -> AccountRow:
        row = self.accounts.by_key(name_key(name))
        if row is None or row.name is None:
            raise AdminError(f"no account has the user name {name!r}")
        return row

    def _reset(self, name: str, from_stdin: bool, now: float) -> str:
        row = self._account(name)
        if from_stdin:
            try:
                password = clean_password(sys.stdin.readline().rstrip("\r\n"))
            except PasswordRefused as refused:
                raise AdminError(str(refused)) from None
        else:
            password = secrets.token_urlsafe(12)
        hashed = Passwords().hash(password)
        what = f"reset the password of {row.name}"
        sql = "UPDATE accounts SET password = ? WHERE id = ?"
        self.store.end_sessions(row.id, what, now, sql, (hashed, row.id))
        if not from_stdin:
            print(f"the new password of {row.name} (shown this once): {password}")
        else:
            print(f"{row.name}: password changed")
        return what

    def _reports(self, args: argparse.Namespace, now: float) -> str:
        if args.resolve is not None:
            what = f"resolved report {args.resolve}"
            sql = "UPDATE reports SET resolved = ? WHERE id = ? AND resolved IS NULL"
            done = self.store.act(what, now, sql, (now, args.resolve))
            print(f"report {args.resolve}: {'resolved' if done else 'not found, or resolved already'}")
            return what
        what = "read the reports"
        self.store.act(what, now)
        rows = [
            (
                str(r.id),
                _when(r.made),
                r.reporter or "-",
                r.name if r.reported in (None, r.name) else f"{r.name} ({r.reported})",
                r.table,
                r.text,
                r.reason or "",
                _when(r.resolved),
            )
            for r in self.store.reports(resolved=args.all)
        ]
        _table(("id", "when", "reporter", "reported", "table", "text", "reason", "resolved"), rows)
        return what


def _when(stamp: float | None) -> str:
    """A Unix time as UTC for the admin to read; "-" for none."""
    return "-" if stamp is None else datetime.fromtimestamp(stamp, UTC).strftime("%Y-%m-%d %H:%M:%S")


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """Print ``rows`` under ``headers`` in columns."""
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows, strict=False)]
    for row in (headers, *rows):
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
