"""Finding the game's files from a source checkout, a wheel install and a PyInstaller bundle
(jackaroo.resources), and the card loader's use of it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from jackaroo import resources
from jackaroo.model.cards import default_cards_path
from jackaroo.model.errors import CardsFileError

ROOT = Path(__file__).resolve().parent.parent


def lay_out(root: Path, *files: str) -> Path:
    for name in files:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(name, encoding="utf-8")
    return root


@pytest.fixture
def nowhere(monkeypatch, tmp_path):
    """No bundle, an empty checkout and an empty prefix: each test lays out the one it needs."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(resources, "_PACKAGE_PARENT", tmp_path / "checkout")
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "prefix"))
    return tmp_path


def test_a_source_checkout_finds_its_own_files() -> None:
    assert resources.find("data/Cards.csv") == ROOT / "data" / "Cards.csv"
    assert resources.find("resources/icon.png") == ROOT / "resources" / "icon.png"
    assert default_cards_path() == ROOT / "data" / "Cards.csv"


def test_a_bundle_is_looked_in_first(nowhere, monkeypatch) -> None:
    bundle = lay_out(nowhere / "bundle", "data/Cards.csv", "resources/sounds/click.wav")
    lay_out(nowhere / "checkout", "data/Cards.csv")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.find("data/Cards.csv") == bundle / "data" / "Cards.csv"
    assert resources.find("resources/sounds/click.wav") == bundle / "resources" / "sounds" / "click.wav"
    assert resources.find("resources") == bundle / "resources"  # folders too


def test_a_wheel_install_keeps_them_under_share(nowhere) -> None:
    share = lay_out(nowhere / "prefix" / "share" / "jackaroo", "data/Cards.csv", "resources/icon.png")
    assert resources.find("data/Cards.csv") == share / "data" / "Cards.csv"
    assert default_cards_path() == share / "data" / "Cards.csv"
    assert resources.find("resources/icon.png") == share / "resources" / "icon.png"


def test_a_missing_file_is_named(nowhere) -> None:
    lay_out(nowhere / "checkout", "data/Other.csv")
    with pytest.raises(FileNotFoundError, match=r"resources/icon\.png"):
        resources.find("resources/icon.png")
    with pytest.raises(CardsFileError, match=r"data/Cards\.csv"):
        default_cards_path()


def test_every_root_is_tried_in_order(nowhere, monkeypatch) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(nowhere / "bundle"), raising=False)
    assert list(resources.search_roots()) == [
        nowhere / "bundle",
        nowhere / "checkout",
        nowhere / "prefix" / "share" / "jackaroo",
    ]


def test_the_wheel_ships_what_the_lookup_expects() -> None:
    """pyproject.toml's data-files put data/ and resources/ under share/jackaroo/."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"share/jackaroo/data" = ["data/Cards.csv"]' in text
    assert '"share/jackaroo/resources" = ["resources/*.png"]' in text
