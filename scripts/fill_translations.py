"""Fill unfinished Arabic translations from a table of (context, source) -> translation; a helper for
translators working without Qt Linguist: ``python scripts/fill_translations.py FILE.json`` (a JSON list
of ``[context, source, translation]``), then ``python scripts/update_translations.py``."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "resources" / "i18n" / "jackaroo_ar.ts"


def fill(entries: list[list[str]], path: Path = TS) -> int:
    """Set each entry's translation (finished); returns how many were set."""
    wanted = {(context, source): text for context, source, text in entries}
    tree = ElementTree.parse(path)
    done = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source"))
            if key in wanted:
                translation = message.find("translation")
                assert translation is not None
                translation.text = wanted[key]
                translation.attrib.pop("type", None)
                done += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return done


if __name__ == "__main__":
    print(fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))))
