"""The installers' files agree with the game and with each other: the app id, the file types and
their suffixes, the invitation links' URL scheme, the menu entry's command, the licences shipped (packaging/, jackaroo.spec,
pyproject.toml; the installers themselves are built by scripts/make_deb.sh, .ci/deb and
.github/workflows/installers.yml)."""

from __future__ import annotations

import configparser
import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from jackaroo.composition import APP_ID
from jackaroo.controller.records.files import GAME_SUFFIX, RECORD_SUFFIX
from jackaroo.online.links import SCHEME

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
TYPES = {"application/x-jackaroo-game": GAME_SUFFIX, "application/x-jackaroo-record": RECORD_SUFFIX}


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_menu_entry_runs_jackaroo_with_the_file_or_link_and_names_the_types() -> None:
    """``%u``: one URL, a file given as a path or a file:// URL (jackaroo.arguments reads both),
    or an invitation link, whose scheme the entry handles."""
    entry = desktop_entry()
    assert entry["Exec"] == "jackaroo %u"
    assert entry["Icon"] == APP_ID
    assert set(filter(None, entry["MimeType"].split(";"))) == {*TYPES, f"x-scheme-handler/{SCHEME}"}


def test_the_mime_types_glob_the_game_s_suffixes() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    globs = {
        kind.get("type"): [g.get("pattern") for g in kind.iter(f"{MIME_NS}glob")]
        for kind in root.iter(f"{MIME_NS}mime-type")
    }
    assert globs == {kind: [f"*{suffix}"] for kind, suffix in TYPES.items()}


def test_the_metainfo_launches_the_menu_entry_and_provides_the_types() -> None:
    text = (LINUX / f"{APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    root = ET.fromstring(text.replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-01-01"))
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert {m.text for m in root.iter("mediatype")} == set(TYPES)
    assert root.findtext("project_license") == "MIT"


def test_the_spec_and_the_windows_installer_use_the_same_id_and_suffixes() -> None:
    spec = (ROOT / "jackaroo.spec").read_text(encoding="utf-8")
    assert f'APP_ID = "{APP_ID}"' in spec
    for suffix in (GAME_SUFFIX, RECORD_SUFFIX):
        assert f'"{suffix[1:]}"' in spec  # the macOS document types' extensions
    iss = (ROOT / "packaging" / "windows" / "jackaroo.iss").read_text(encoding="utf-8")
    for suffix in (GAME_SUFFIX, RECORD_SUFFIX):
        assert re.search(rf'Subkey: "Software\\Classes\\{re.escape(suffix)}"', iss)


def test_the_windows_installer_and_the_mac_bundle_register_the_link_scheme() -> None:
    """A URL protocol on Windows is a class key named after the scheme with an empty "URL Protocol"
    value and an open command passing the link as "%1"; on macOS, CFBundleURLTypes."""
    iss = (ROOT / "packaging" / "windows" / "jackaroo.iss").read_text(encoding="utf-8")
    key = rf'Root: HKA; Subkey: "Software\\Classes\\{SCHEME}'
    assert re.search(
        rf'{key}"; ValueType: string; ValueName: ""; ValueData: "URL:[^"]+"; Flags: uninsdeletekey', iss
    )
    assert re.search(rf'{key}"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""', iss)
    command = rf'{key}\\shell\\open\\command"; ValueType: string; ValueName: ""; ValueData: (.+)$'
    opening = re.search(command, iss, re.MULTILINE)
    assert opening is not None and opening.group(1) == '"""{app}\\{#AppExe}"" ""%1"""'
    spec = (ROOT / "jackaroo.spec").read_text(encoding="utf-8")
    assert f'LINK_SCHEME = "{SCHEME}"' in spec and '"CFBundleURLSchemes": [LINK_SCHEME]' in spec


def test_the_licences_ship_with_the_wheel_and_the_bundle() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["license"] == {"text": "MIT"}
    assert pyproject["tool"]["setuptools"]["data-files"]["share/jackaroo"] == [
        "LICENSE",
        "THIRD-PARTY-NOTICES",
    ]
    spec = (ROOT / "jackaroo.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "LICENSE"), ".")' in spec and '(str(ROOT / "THIRD-PARTY-NOTICES"), ".")' in spec
    assert (
        (ROOT / "LICENSE")
        .read_text(encoding="utf-8")
        .startswith("MIT License\n\nCopyright (c) 2026 The Jackaroo authors\n")
    )
    assert "LGPL-3.0" in (ROOT / "THIRD-PARTY-NOTICES").read_text(encoding="utf-8")
