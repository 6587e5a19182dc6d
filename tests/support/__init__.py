"""Helpers the tests share: positions in the state notation, bad files, the view-sync check.

pytest puts ``tests/`` on the import path (``pythonpath`` in pyproject.toml), so a test imports
``from support.position import position``.
"""


def without_isolates(text: str) -> str:
    """``text`` without the directional isolates (U+2068, U+2069) that keep inserted names and
    numbers in their own direction (jackaroo.view.text.bidi): the words as a person reads them."""
    return text.replace("\u2068", "").replace("\u2069", "").replace("\u200f", "")
