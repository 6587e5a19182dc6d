"""The game's version: one number, ``version`` in ``pyproject.toml`` (pure Python, no Qt).

Read, in order, from:

- ``pyproject.toml`` beside the ``jackaroo`` package (a source checkout or an editable install,
  so a changed number shows without reinstalling);
- the installed distribution's metadata (``importlib.metadata``: a wheel install, and the
  PyInstaller bundle, which carries a copy of it: ``copy_metadata`` in ``jackaroo.spec``);
- else :data:`UNKNOWN`.
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

#: the distribution's name (``[project] name`` of pyproject.toml)
DISTRIBUTION = "jackaroo"
#: the version when neither pyproject.toml nor the metadata can be read
UNKNOWN = "0+unknown"
_PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def _from_pyproject(path: Path) -> str | None:
    """``[project] version`` of the pyproject.toml at ``path`` if it is this game's, else None."""
    try:
        with path.open("rb") as file:
            project = tomllib.load(file).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    version = project.get("version")
    if project.get("name") != DISTRIBUTION or not isinstance(version, str):
        return None
    return version


def find_version(pyproject: Path = _PYPROJECT) -> str:
    """The version string, e.g. ``"0.1.0"``, from the first source above that has it."""
    found = _from_pyproject(pyproject)
    if found is not None:
        return found
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN


#: the game's version, e.g. ``"0.1.0"``
VERSION = find_version()
#: what wrote a saved game or record (its ``written_by`` field), e.g. ``"Jackaroo 0.1.0"``
WRITTEN_BY = f"Jackaroo {VERSION}"
