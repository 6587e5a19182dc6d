"""One version number (pyproject.toml) for the package, ``--version`` and what writes files."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from jackaroo import __version__, version
from jackaroo.arguments import parse_arguments
from jackaroo.model.engine import COMPILED, PURE, engine

ROOT = Path(__file__).resolve().parent.parent


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)["project"]["version"]


def test_the_version_is_pyproject_s() -> None:
    assert version.VERSION == __version__ == pyproject_version()
    assert f"Jackaroo {pyproject_version()}" == version.WRITTEN_BY


def test_another_project_s_pyproject_is_not_read(tmp_path: Path) -> None:
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "other"\nversion = "9.9"\n', encoding="utf-8")
    assert version.find_version(other) != "9.9"


def test_without_pyproject_the_metadata_or_unknown(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(version.metadata, "version", lambda _name: "1.2.3")
    assert version.find_version(tmp_path / "missing.toml") == "1.2.3"

    def not_installed(name: str) -> str:
        raise version.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(version.metadata, "version", not_installed)
    assert version.find_version(tmp_path / "missing.toml") == version.UNKNOWN
    (tmp_path / "broken.toml").write_text("[project\n", encoding="utf-8")
    assert version.find_version(tmp_path / "broken.toml") == version.UNKNOWN


def test_version_option_prints_and_exits(capsys) -> None:
    try:
        parse_arguments(["jackaroo", "--version"])
    except SystemExit as stop:
        assert stop.code == 0
    else:
        raise AssertionError("--version did not exit")
    assert capsys.readouterr().out == f"Jackaroo {pyproject_version()}\nengine: {engine()}\n"


def test_python_m_jackaroo_version(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-m", "jackaroo", "--version"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    expected = f"Jackaroo {pyproject_version()}\nengine: {engine()}\n"
    assert (out.returncode, out.stdout, out.stderr) == (0, expected, "")
    assert engine() in (COMPILED, PURE)  # never a stale mix of the two
