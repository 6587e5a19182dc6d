"""Where the game's files that are not Python live (``data/``, ``resources/``), wherever it runs.

Looked for, in order: the folder a PyInstaller build unpacks to (``sys._MEIPASS``), the source tree
(also an editable install), and ``<prefix>/share/jackaroo`` (a wheel's data files) — the same places
as ``data/Cards.csv`` (:func:`jackaroo.model.cards.default_cards_path`).  Pure Python, no Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path


def resource_roots() -> Iterator[Path]:
    """The folders that may hold the game's files, first match wins."""
    bundle = getattr(sys, "_MEIPASS", None)  # a PyInstaller build unpacks data here
    if bundle:
        yield Path(bundle)
    yield Path(__file__).resolve().parents[1]  # source tree / editable install
    yield Path(sys.prefix) / "share" / "jackaroo"  # wheel install (pyproject's data-files)


def find_resource(relative: str) -> Path | None:
    """The first existing ``<root>/<relative>`` (a file or a folder, e.g. ``"resources/sounds"``),
    or None if no root has it."""
    for root in resource_roots():
        path = root / relative
        if path.exists():
            return path
    return None
