"""Quick match's queue in the database, one SQL for SQLite and PostgreSQL (a
:class:`~.transactions.Transaction` of either storage; the ``queue`` table is made by each storage's
schema).

A row is one player waiting: their account (one row an account), ruleset, name at the table,
rating, partner, when they began waiting, whether they accepted CPUs, and where they are connected
(the server ``process``, "" for a server of one process, and the connection's number there).  With
several processes sharing PostgreSQL the queue is theirs together: any process adds and removes its
own connections' rows, and one at a time matches everyone's (:meth:`QueueStore.take`, under a
transaction advisory lock; a process that finds it taken leaves the round to the one holding it).
Times are Unix seconds of the server's clock.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import astuple, dataclass

from .storage import Storage

#: the advisory lock of the one matcher at a time ("QUEU" in ASCII)
MATCH_LOCK = 0x51554555
_COLUMNS = (
    "id, account, ruleset, name, name_key, partner, mu, since, fill, process, conn, address, account_name"
)


@dataclass(frozen=True, slots=True)
class QueueRow:
    """One player waiting (the module's docstring); ``fill``: 1 once they accepted CPUs."""

    id: str
    account: str
    ruleset: str
    name: str
    name_key: str | None
    partner: str | None
    mu: float
    since: float
    fill: int
    process: str
    conn: int
    address: str
    account_name: str | None


class QueueFull(Exception):
    """The queue holds as many players as it takes, in all (``everyone``) or from one address."""

    def __init__(self, everyone: bool) -> None:
        super().__init__("the queue is full" if everyone else "the address's players fill their share")
        self.everyone = everyone


#: what the matcher does with one ruleset's rows: the tables to open, each the rows of its seats
#: in order (None: a CPU seat)
Chooser = Callable[[str, Sequence[QueueRow]], list[tuple[QueueRow | None, ...]]]


class QueueStore:
    """The queue of ``storage`` (either database).  Every method is one transaction and raises
    :class:`~.storage.StorageError` when the database fails."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def join(self, row: QueueRow, max_queue: int, per_address: int) -> tuple[int, int]:
        """Add ``row``; return its place in its ruleset's queue (1: waited longest) and how many wait
        there.  Raises :class:`QueueFull` past ``max_queue`` rows in all or ``per_address`` from
        ``row.address``, :class:`~.storage.Duplicate` if the account waits already."""
        with self.storage.transaction() as tx:
            everyone, mine = tx.execute(
                "SELECT COUNT(*), COALESCE(SUM(CASE WHEN address = ? THEN 1 ELSE 0 END), 0) FROM queue",
                (row.address,),
            ).fetchone()
            if int(everyone) >= max_queue or int(mine) >= per_address:
                raise QueueFull(int(everyone) >= max_queue)
            tx.execute(f"INSERT INTO queue ({_COLUMNS}) VALUES ({', '.join('?' * 13)})", astuple(row))
            place, waiting = tx.execute(
                "SELECT COALESCE(SUM(CASE WHEN since <= ? THEN 1 ELSE 0 END), 0), COUNT(*) FROM queue"
                " WHERE ruleset = ?",
                (row.since, row.ruleset),
            ).fetchone()
            return int(place), int(waiting)

    def leave(self, entry: str) -> bool:
        """Take row ``entry`` out; False if it was not there (matched meanwhile, by any process)."""
        with self.storage.transaction() as tx:
            return tx.execute("DELETE FROM queue WHERE id = ?", (entry,)).rowcount == 1

    def accept(self, entry: str) -> bool:
        """Row ``entry`` accepts CPUs; False if it is not there any more."""
        with self.storage.transaction() as tx:
            return tx.execute("UPDATE queue SET fill = 1 WHERE id = ?", (entry,)).rowcount == 1

    def clear(self, process: str) -> None:
        """Forget the rows of ``process`` (a server starting: its connections of before are gone)."""
        with self.storage.transaction() as tx:
            tx.execute("DELETE FROM queue WHERE process = ?", (process,))

    def take(
        self, choose: Chooser, alive: Collection[str] | None = None
    ) -> list[tuple[QueueRow | None, ...]]:
        """One round of matching: unless another process is matching now (then nothing), read every
        row (those of processes not ``alive`` are dropped first: their connections are gone; None:
        keep all), let ``choose`` pick each ruleset's tables, and delete the rows seated, all in one
        transaction.  Return the tables chosen.  The rows read are locked until the end, so a
        process taking its player out meanwhile waits, then finds the row gone (:meth:`leave`)."""
        with self.storage.transaction() as tx:
            if not tx.try_lock(MATCH_LOCK):
                return []
            if alive is not None:
                live = sorted(alive)
                marks = ", ".join("?" * len(live)) or "NULL"
                tx.execute(f"DELETE FROM queue WHERE process NOT IN ({marks})", live)
            rows = [
                QueueRow(*r)
                for r in tx.execute(
                    f"SELECT {_COLUMNS} FROM queue ORDER BY since, id{tx.for_update}"
                ).fetchall()
            ]
            tables: list[tuple[QueueRow | None, ...]] = []
            for ruleset in sorted({r.ruleset for r in rows}):
                tables += choose(ruleset, [r for r in rows if r.ruleset == ruleset])
            seated = [r.id for table in tables for r in table if r is not None]
            for start in range(0, len(seated), 100):
                part = seated[start : start + 100]
                tx.execute(f"DELETE FROM queue WHERE id IN ({', '.join('?' * len(part))})", part)
            return tables
