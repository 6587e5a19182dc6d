"""The ``jackaroo`` command line: the game's own options and a file or invitation link to open;
the rest is Qt's.

``jackaroo [PATH | LINK] [--lang LANG] [--theme NAME] [--self-test [--seed N] [--timeout S]]
[--version] [Qt options]``

``PATH`` may also come as a ``file://`` URL (what a desktop passes for ``%u``), ``LINK`` is an
invitation link ``jackaroo://host:port/CODE`` (:mod:`jackaroo.online.links`).

:func:`parse_arguments` is all there is.  Qt's own options start with a
single ``-`` (``-platform offscreen``, ``-style=fusion``, ``-reverse``); they are set aside first,
with the value of those that take one, so that a value such as ``offscreen`` is never taken for
the file to open; after ``--`` every argument is the game's.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from .online.links import is_link
from .selftest import DEFAULT_SEED, DEFAULT_TIMEOUT
from .version import VERSION
from .view.board.themes import THEME_NAMES

#: Qt's command-line options that take a value as the next argument (QGuiApplication and
#: QApplication; ``-name=value`` forms need no special case)
QT_OPTIONS_WITH_VALUE = frozenset(
    [
        "-platform",
        "-platformpluginpath",
        "-platformtheme",
        "-plugin",
        "-qmljsdebugger",
        "-qwindowgeometry",
        "-qwindowicon",
        "-qwindowtitle",
        "-display",
        "-geometry",
        "-title",
        "-name",
        "-style",
        "-stylesheet",
        "-session",
    ]
)


def _split_qt(arguments: Sequence[str]) -> tuple[list[str], list[str]]:
    """``arguments`` (program name excluded) as (the game's, Qt's), order kept in each."""
    ours: list[str] = []
    qt: list[str] = []
    waiting_value = False
    for index, argument in enumerate(arguments):
        if argument == "--" and not waiting_value:  # the rest is the game's: a file named "-x"
            ours.extend(arguments[index:])
            break
        if waiting_value:
            qt.append(argument)
            waiting_value = False
        elif argument.startswith("-") and not argument.startswith("--") and argument not in ("-", "-h"):
            qt.append(argument)
            waiting_value = argument in QT_OPTIONS_WITH_VALUE
        else:
            ours.append(argument)
    return ours, qt


class _VersionAction(argparse.Action):
    """``--version``: prints ``Jackaroo <version>`` and, on a second line, which rules engine runs
    (``engine: compiled (mypyc)`` or ``engine: pure Python``; docs/performance.md), then exits 0."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version and the engine, and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        from .model.engine import engine  # imports the whole engine: only when asked

        sys.stdout.write(f"Jackaroo {VERSION}\nengine: {engine()}\n")
        parser.exit()


def parser() -> argparse.ArgumentParser:
    """The game's options (``--help`` lists them)."""
    result = argparse.ArgumentParser(
        prog="jackaroo",
        description="Jackaroo, the desktop game. Other options (-platform, -style, ...) go to Qt.",
    )
    result.add_argument(
        "path",
        nargs="?",
        default=None,
        help="a saved game or a game record (.json) to open, or an invitation link"
        " (jackaroo://host:port/CODE) to join that table",
    )
    result.add_argument("--version", action=_VersionAction)
    result.add_argument(
        "--lang",
        metavar="LANG",
        default=None,
        help="the language: en, ar or system (default: the one chosen in View > Language)",
    )
    result.add_argument(
        "--self-test",
        action="store_true",
        help="play one game with every seat played by the CPU, print a summary, exit 0 if all went well",
    )
    result.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help="seed of the self-test's game (default %(default)s)"
    )
    result.add_argument(
        "--theme",
        choices=THEME_NAMES,
        default=None,
        help="the look for this run: %(choices)s (default: as chosen under View > Theme)",
    )
    result.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        help="seconds the self-test's game may take (default %(default)s)",
    )
    return result


def parse_arguments(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    """The game's options from ``argv`` (program name first) and what is left for Qt (program name
    first).  ``options.path`` is the file to open (a Path) or None, ``options.link`` the invitation
    link to follow (a str, not checked yet) or None.  Unknown ``--options`` are left for Qt too.
    ``--version`` and ``--help`` print and raise SystemExit(0); a bad value (``--seed x``) prints
    the usage and raises SystemExit(2), as argparse does."""
    arguments = list(argv)
    ours, qt = _split_qt(arguments[1:])
    options, rest = parser().parse_known_args(ours)
    options.link, options.path = _link_or_path(options.path)
    return options, [*arguments[:1], *rest, *qt]


def _link_or_path(argument: str | None) -> tuple[str | None, Path | None]:
    """(link, path) of the positional argument: an invitation link, a ``file://`` URL or a path."""
    if argument is None:
        return None, None
    if is_link(argument):
        return argument.strip(), None
    if argument.lower().startswith("file://"):
        parts = urlsplit(argument)
        if parts.netloc in ("", "localhost"):
            path = unquote(parts.path)
            return None, Path(path[1:] if path[2:3] == ":" else path)  # (file:///C:/... on Windows)
    return None, Path(argument)
