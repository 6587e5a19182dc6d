"""The sign-in budgets (``server/sign_in_limits.py``) on a clock of the test's own, and the bounded
password hashing (``server/hash_slots.py``) with hashes that wait for the test to let them finish."""

from __future__ import annotations

import asyncio
import os
import sys
import threading
from typing import Any

import pytest

from jackaroo.server import sign_in_limits
from jackaroo.server.hash_slots import HashBusy, HashSlots
from jackaroo.server.options import Options
from jackaroo.server.sign_in_limits import SignInLimits


class Clock:
    """Seconds that pass only when the test says."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def limits(clock: Clock, **options: Any) -> SignInLimits:
    return SignInLimits(Options(**options), clock)


def guess(budgets: SignInLimits, key: str, address: str, *, right: bool = False) -> bool:
    """Whether an attempt is let in; if so it is settled at once, right or wrong."""
    attempt = budgets.take(key, address)
    if attempt is None:
        return False
    (budgets.succeeded if right else budgets.failed)(attempt)
    return True


def test_one_address_guesses_five_at_once_then_one_every_twelve_seconds() -> None:
    clock = Clock()
    budgets = limits(clock)
    assert [guess(budgets, "sara", "198.51.100.1") for _ in range(6)] == [True] * 5 + [False]
    clock.now += 11
    assert not guess(budgets, "sara", "198.51.100.1")
    clock.now += 1
    assert guess(budgets, "sara", "198.51.100.1")
    assert not guess(budgets, "sara", "198.51.100.1")


def test_a_clean_address_is_let_in_when_others_used_the_account_up() -> None:
    clock = Clock()
    budgets = limits(clock, sign_in_rate=1e-6)  # the account's budget does not come back meanwhile
    for i in range(5):
        assert guess(budgets, "sara", f"198.51.100.{i}")
    assert not guess(budgets, "sara", "198.51.100.0")  # an address that failed waits
    assert guess(budgets, "sara", "192.0.2.10", right=True)  # the owner, elsewhere
    assert guess(budgets, "sara", "192.0.2.10", right=True)  # and again: a right one leaves it clean
    assert guess(budgets, "sara", "203.0.113.9")  # a new address: one guess...
    assert not guess(budgets, "sara", "203.0.113.9")  # ...and then it waits too
    assert guess(budgets, "omar", "198.51.100.0")  # other accounts are not concerned
    clock.now += 3599
    assert not guess(budgets, "sara", "203.0.113.9")
    clock.now += 1  # an hour after its failure, the address is clean again
    assert guess(budgets, "sara", "203.0.113.9")


def test_an_attempt_being_checked_leaves_its_pair_unclean() -> None:
    clock = Clock()
    budgets = limits(clock, sign_in_rate=1e-6)
    for i in range(5):
        assert guess(budgets, "sara", f"198.51.100.{i}")
    first = budgets.take("sara", "192.0.2.10")
    assert first is not None
    assert budgets.take("sara", "192.0.2.10") is None  # a second guess at once, on another connection
    budgets.succeeded(first)
    budgets.succeeded(first)  # (settled once only)
    assert guess(budgets, "sara", "192.0.2.10", right=True)


def test_right_and_unchecked_passwords_are_given_back() -> None:
    clock = Clock()
    budgets = limits(clock, sign_in_burst=2, sign_in_burst_address=3, sign_in_rate_address=1e-6)
    for _ in range(10):
        assert guess(budgets, "sara", "192.0.2.10", right=True)
        attempt = budgets.take("sara", "192.0.2.10")
        assert attempt is not None
        budgets.unused(attempt)
    assert guess(budgets, "sara", "192.0.2.10")
    assert guess(budgets, "sara", "192.0.2.10")
    assert not guess(budgets, "sara", "192.0.2.10")  # two failures: the pair and the account are out
    assert guess(budgets, "omar", "192.0.2.10")  # the address's third
    assert not guess(budgets, "huda", "192.0.2.10")  # and no more, whatever the account


def test_what_no_longer_counts_is_forgotten(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    budgets = limits(clock)
    assert guess(budgets, "sara", "198.51.100.1")
    assert guess(budgets, "omar", "198.51.100.2", right=True)
    budgets.sweep()
    assert len(budgets) == 3  # sara's pair, its account and its address: a failure counts
    clock.now += 3600
    budgets.sweep()
    assert len(budgets) == 0
    monkeypatch.setattr(sign_in_limits, "MAX_PAIRS", 3)
    for i in range(10):
        assert guess(budgets, f"name{i}", "198.51.100.1")
    assert len(budgets._pairs) == 3


def nice() -> int:
    """The calling thread's nice value."""
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


def blocked(gate: threading.Event, value: str) -> str:
    """A hash that ends when ``gate`` opens."""
    assert gate.wait(30)
    return value


def test_hashes_past_the_slots_or_an_address_share_are_refused_at_once() -> None:
    async def scenario() -> None:
        gate = threading.Event()
        slots = HashSlots(threads=1, queue=2, per_address=2)
        try:
            loop = asyncio.get_running_loop()
            running = loop.create_task(slots.run("a", blocked, gate, "a1"))
            waiting = loop.create_task(slots.run("a", blocked, gate, "a2"))
            await asyncio.sleep(0)
            with pytest.raises(HashBusy):  # the address holds its share
                await slots.run("a", blocked, gate, "a3")
            other = loop.create_task(slots.run("b", blocked, gate, "b1"))
            await asyncio.sleep(0)
            assert (slots.running, slots.waiting) == (1, 2)
            # the queue is full: "c", which holds nothing, takes the place of "a"'s second hash
            newcomer = loop.create_task(slots.run("c", blocked, gate, "c1"))
            await asyncio.sleep(0)
            with pytest.raises(HashBusy):
                await waiting
            with pytest.raises(HashBusy):  # "b" claims no less than the waiting: refused at once
                await slots.run("b", blocked, gate, "b2")
            assert slots.refused == 3
            gate.set()
            assert list(await asyncio.gather(running, other, newcomer)) == ["a1", "b1", "c1"]
            assert (slots.running, slots.waiting) == (0, 0)
        finally:
            gate.set()
            slots.close()

    asyncio.run(scenario())


def test_a_free_thread_goes_to_the_address_that_hashed_least_lately() -> None:
    async def scenario() -> None:
        clock = Clock()
        slots = HashSlots(threads=1, queue=10, per_address=10, half_life=30, clock=clock)
        try:
            for _ in range(4):
                assert await slots.run("flood", str.upper, "x") == "X"
            assert slots.use("flood") == pytest.approx(4)
            clock.now += 30
            assert slots.use("flood") == pytest.approx(2)
            gate = threading.Event()
            order: list[str] = []

            def hash_of(name: str) -> str:
                assert gate.wait(30)
                order.append(name)
                return name

            loop = asyncio.get_running_loop()
            tasks = [loop.create_task(slots.run("first", hash_of, "first"))]
            await asyncio.sleep(0)
            for address in ("flood", "flood", "honest"):
                tasks.append(loop.create_task(slots.run(address, hash_of, address)))
            await asyncio.sleep(0)
            gate.set()
            await asyncio.gather(*tasks)
            assert order == ["first", "honest", "flood", "flood"]
            clock.now += 3600
            slots.sweep()
            assert slots.use("flood") == 0 and not slots._use
        finally:
            slots.close()

    asyncio.run(scenario())


def test_an_address_that_hashed_lately_leaves_a_thread_for_the_others() -> None:
    async def scenario() -> None:
        clock = Clock()
        slots = HashSlots(threads=2, queue=4, per_address=4, clock=clock)
        gate = threading.Event()
        try:
            for _ in range(2):
                assert await slots.run("flood", str.upper, "x") == "X"  # now busy: it hashed lately
            loop = asyncio.get_running_loop()
            flood = [loop.create_task(slots.run("flood", blocked, gate, f"f{i}")) for i in range(2)]
            await asyncio.sleep(0)
            assert (slots.running, slots.waiting) == (1, 1)  # the second thread is kept free
            assert await slots.run("honest", str.upper, "h") == "H"  # and taken at once
            gate.set()
            assert await asyncio.gather(*flood) == ["f0", "f1"]
            if sys.platform == "linux":  # where busy addresses' hashes run at a lower priority
                assert await slots.run("flood", nice) == await slots.run("other", nice) + 19
        finally:
            gate.set()
            slots.close()

    asyncio.run(scenario())


def test_a_cancelled_hash_gives_its_place_back() -> None:
    async def scenario() -> None:
        gate = threading.Event()
        slots = HashSlots(threads=1, queue=1, per_address=1)
        try:
            loop = asyncio.get_running_loop()
            running = loop.create_task(slots.run("a", blocked, gate, "a"))
            waiting = loop.create_task(slots.run("b", blocked, gate, "b"))
            await asyncio.sleep(0)
            waiting.cancel()
            await asyncio.gather(waiting, return_exceptions=True)
            assert slots.waiting == 0
            later = loop.create_task(slots.run("b", blocked, gate, "b again"))
            await asyncio.sleep(0)
            gate.set()
            assert list(await asyncio.gather(running, later)) == ["a", "b again"]
            assert (slots.running, slots.waiting) == (0, 0)
        finally:
            gate.set()
            slots.close()

    asyncio.run(scenario())
