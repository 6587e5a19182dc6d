"""Fill unfinished translations from a table of (context, source) -> translation; a helper for
translators working without Qt Linguist: ``python scripts/fill_translations.py FILE.json [LANG]``
(a JSON list of ``[context, source, translation]``; a ``%n`` text's translation is the list of its
plural forms, in Qt's order for the language; LANG ``ar`` by default, ``en`` for the English plural
forms), then ``python scripts/update_translations.py``."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"
TS = I18N / "jackaroo_ar.ts"


def fill(entries: list[list[object]], path: Path = TS) -> int:
    """Set each entry's translation (finished; a list: the plural forms); returns how many were set."""
    wanted = {(context, source): text for context, source, text in entries}
    tree = ElementTree.parse(path)
    done = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source"))
            if key not in wanted:
                continue
            translation = message.find("translation")
            assert translation is not None
            text = wanted[key]
            for form in list(translation):
                translation.remove(form)
            if isinstance(text, list):
                translation.text = None
                for plural in text:
                    ElementTree.SubElement(translation, "numerusform").text = str(plural)
            else:
                translation.text = str(text)
            translation.attrib.pop("type", None)
            done += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return done


if __name__ == "__main__":
    language = sys.argv[2] if len(sys.argv) > 2 else "ar"
    print(fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")), I18N / f"jackaroo_{language}.ts"))
