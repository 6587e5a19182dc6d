"""A smaller ICU data library for the Linux bundle: the locales the game speaks, and no more.

Qt links ICU, whose data library (``libicudata.so.73``, 31 MB) holds every locale of the world,
every legacy character set and the word-break dictionaries of East Asian scripts.  The game uses ICU
only through Qt (collation, case mapping, time-zone names, number formats) and speaks English and
Arabic, so the bundle keeps ICU's common data (normalisation, properties, time zones, plural rules)
and the root, English and Arabic locales of each tree (collation, names, units, ...), and drops the
other locales, the ``.cnv`` character sets, the dictionaries and the transliterators: 4.5 MB.

It is rebuilt with ICU's own tools (``icupkg``, ``genccode``; Debian's ``icu-devtools``) and ``gcc``:
the library's data is its ``.rodata`` (``objcopy``), filtered with ``icupkg`` under ICU's package
name (``icudt73l``, or the item paths would not resolve), assembled again as the symbol
``icudt73_dat`` in a library of the same soname.  Without those tools the bundle keeps the full
library (and says so).  tests/test_packaging.py checks the languages' collation, dates and time
zones with the trimmed library.

    python packaging/trim_icu.py PySide6/Qt/lib/libicudata.so.73 OUT_FOLDER
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: the languages whose ICU locales are kept (the game's, jackaroo/view/text/language.py), and root
LANGUAGES = ("root", "en", "ar")
#: an ICU locale item's file name: a language code, then optional script, region, variant
_LOCALE = re.compile(r"^[a-z]{2,3}(_.*)?\.res$")
TOOLS = ("objcopy", "icupkg", "genccode", "gcc")


def kept(item: str) -> bool:
    """Whether the bundle keeps ICU data ``item`` (a package path such as ``coll/ar.res``)."""
    base = item.rsplit("/", 1)[-1]
    if item.endswith((".cnv", ".dict")) or item.startswith("translit/"):
        return False
    if _LOCALE.match(base):
        return base.startswith(LANGUAGES) or base in ("pool.res", "res_index.res")
    return True


def trimmed_icu_data(library: Path, folder: Path) -> Path | None:
    """A trimmed copy of ICU's data ``library`` (``libicudata.so.<major>``), written in ``folder``;
    None (with a line on stderr) if a tool is missing or a step fails."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        print(f"trim_icu: {', '.join(missing)} not found: the full ICU data is bundled", file=sys.stderr)
        return None
    major = library.name.rsplit(".", 1)[-1]
    package = f"icudt{major}l"  # ICU's package name: the items resolve under it
    try:
        with tempfile.TemporaryDirectory() as work_name:
            work = Path(work_name)
            full, small = work / "full" / f"{package}.dat", work / f"{package}.dat"
            full.parent.mkdir()
            subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", library, full], check=True)
            items = subprocess.run(["icupkg", "-l", full], check=True, capture_output=True, text=True).stdout
            dropped = work / "dropped.txt"
            dropped.write_text("".join(f"{item}\n" for item in items.split() if not kept(item)))
            run = {"check": True, "capture_output": True}
            subprocess.run(["icupkg", "--ignore-deps", "-r", dropped, full, small], **run)
            subprocess.run(["genccode", "-e", f"icudt{major}", "-a", "gcc", "-d", work, small], **run)
            out = folder / library.name
            folder.mkdir(parents=True, exist_ok=True)
            soname = f"-Wl,-soname,{library.name}"
            subprocess.run(["gcc", "-shared", soname, "-o", out, work / f"{package}_dat.S"], **run)
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"trim_icu: {error}: the full ICU data is bundled", file=sys.stderr)
        return None
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    out = trimmed_icu_data(Path(argv[0]), Path(argv[1]))
    if out is None:
        return 1
    print(f"{out}: {out.stat().st_size // 1024} KB (from {Path(argv[0]).stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
