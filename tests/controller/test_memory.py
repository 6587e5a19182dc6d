"""Giving freed memory back between games (jackaroo.controller.memory)."""

from __future__ import annotations

import sys

from jackaroo.controller import memory


def test_release_free_memory_asks_glibc_on_linux_and_is_harmless_elsewhere(monkeypatch) -> None:
    if sys.platform.startswith("linux"):
        assert memory.release_free_memory() in (True, False)  # musl has no malloc_trim
    calls: list[int] = []
    monkeypatch.setattr(memory, "_trim", lambda pad: calls.append(pad) or 1)
    assert memory.release_free_memory() is True and calls == [0]
    monkeypatch.setattr(memory, "_trim", None)
    assert memory.release_free_memory() is False
