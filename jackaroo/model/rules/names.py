"""The card kinds and verbs as module constants, for the rulesets' hot paths.

Reading an Enum member through its class (``CardKind.KING``) costs about 190 ns on CPython 3.11,
more than most checks of an enumeration; a module constant is a dictionary read, and in the compiled
engine (setup.py) a ``Final`` one is a C static.
"""

from __future__ import annotations

from typing import Final

from ..actions import Verb
from ..cards import CardKind

STANDARD: Final = CardKind.STANDARD
ACE: Final = CardKind.ACE
FOUR: Final = CardKind.FOUR
FIVE: Final = CardKind.FIVE
SEVEN: Final = CardKind.SEVEN
TEN: Final = CardKind.TEN
JACK: Final = CardKind.JACK
QUEEN: Final = CardKind.QUEEN
KING: Final = CardKind.KING
BURNER: Final = CardKind.BURNER
SAVER: Final = CardKind.SAVER
FIELD: Final = Verb.FIELD
MOVE: Final = Verb.MOVE
SPLIT: Final = Verb.SPLIT
SWAP: Final = Verb.SWAP
BURN: Final = Verb.BURN
SAVE: Final = Verb.SAVE
DISCARD: Final = Verb.DISCARD
DROP: Final = Verb.DROP
FIELD_PARTNER: Final = Verb.FIELD_PARTNER
CHOICE: Final = Verb.DISCARD_CHOICE
