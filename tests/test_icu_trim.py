"""The Linux bundle's trimmed ICU data (packaging/trim_icu.py): with only the root, English and
Arabic locales, Qt still collates, writes dates and names time zones in both languages, without a
word on stderr.  Needs ICU's tools (Debian's icu-devtools): .ci/bundle installs them and runs this
module; elsewhere it is skipped when they are missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from support.scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
CHECK = """
from PySide6.QtCore import QCollator, QDate, QDateTime, QLocale, QTimeZone
from PySide6.QtWidgets import QApplication
app = QApplication(["icu-check"])
maps = [line for line in open("/proc/self/maps").read().splitlines() if "libicudata" in line]
print(maps[0].split()[-1])
for name, a, b in (("en", "b", "a"), ("ar", "ب", "أ")):
    print(name, QCollator(QLocale(name)).compare(a, b) > 0)
print(QLocale("ar_AE").toString(QDate(2026, 11, 25), QLocale.FormatType.LongFormat))
print(QTimeZone(b"Asia/Dubai").displayName(QDateTime(QDate(2026, 11, 25), QDate(2026, 11, 25).startOfDay().time()), QTimeZone.NameType.LongName, QLocale("ar")))
print(QLocale("tr").toUpper("i"))
"""


def trim_icu():
    return load_script("packaging/trim_icu.py")


def test_only_the_games_languages_are_kept() -> None:
    module = trim_icu()
    assert module.kept("coll/ar.res") and module.kept("coll/root.res") and module.kept("en_GB.res")
    assert module.kept("zoneinfo64.res") and module.kept("nfkc.nrm") and module.kept("coll/ucadata.icu")
    assert not module.kept("coll/de.res") and not module.kept("fr_CA.res") and not module.kept("de_.res")
    assert not module.kept("ibm-1047_P100-1995.cnv") and not module.kept("brkitr/cjdict.dict")
    assert not module.kept("translit/root.res")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the trimmed ICU data is the Linux bundle's")
def test_qt_speaks_english_and_arabic_with_the_trimmed_data(tmp_path) -> None:
    module = trim_icu()
    missing = [tool for tool in module.TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"ICU's tools are missing here ({', '.join(missing)}; Debian: icu-devtools)")
    import PySide6

    full = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*[0-9]"))
    small = module.trimmed_icu_data(full, tmp_path)
    assert small is not None and small.stat().st_size < full.stat().st_size / 4
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LD_LIBRARY_PATH": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", CHECK], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # no "Could not create collator"
    library, english, arabic, date, zone, upper = done.stdout.splitlines()
    assert Path(library) == small
    assert english == "en True" and arabic == "ar True"
    assert "نوفمبر" in date and zone.strip() and upper == "İ"
