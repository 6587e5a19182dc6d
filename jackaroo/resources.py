"""Where the game's files are: ``data/`` (Cards.csv) and ``resources/`` (icon, sounds, ...).

The one place that knows the three ways the game is laid out (pure Python, no Qt, so the model may
use it):

- a source checkout or an editable install: the folders sit beside the ``jackaroo`` package;
- a wheel install: ``pyproject.toml`` puts them under ``<prefix>/share/jackaroo/``;
- a PyInstaller bundle (``jackaroo.spec``): they sit in the bundle's data folder, ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

#: the folder that holds the ``jackaroo`` package
_PACKAGE_PARENT = Path(__file__).resolve().parent.parent


def search_roots() -> Iterator[Path]:
    """The folders that may hold ``data/`` and ``resources/``, in the order they are tried."""
    bundle = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle's data folder
    if bundle:
        yield Path(bundle)
    yield _PACKAGE_PARENT  # source checkout, editable install
    yield Path(sys.prefix) / "share" / "jackaroo"  # wheel install (data-files of pyproject.toml)


def find(relative: str) -> Path:
    """The game's file ``relative`` (a '/'-separated path such as ``"data/Cards.csv"``), from the
    first of :func:`search_roots` that has it.

    Raises :class:`FileNotFoundError` naming ``relative`` if no root has it.
    """
    for root in search_roots():
        path = root.joinpath(*relative.split("/"))
        if path.exists():
            return path
    raise FileNotFoundError(f"{relative} was not found next to the game")
