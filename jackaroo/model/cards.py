"""Cards: suits, card kinds, the card value and its notation, and the Cards.csv loader.

Card notation (NOTATION.md): ``<rank><suit>`` with rank ``A 2 .. 10 J Q K`` and suit ``S C D H``;
the wild cards are ``BURNER`` and ``SAVER``.  Cards.csv (RULES.md section 7) has one card kind per line,
no header: ``code,frequency,name,description,rank,suit``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum, IntEnum
from pathlib import Path
from typing import Any, ClassVar

from ..resources import find
from .errors import CardsFileError, NotationError


class Suit(Enum):
    """The four suits; the value is the one-letter notation."""

    SPADE = "S"
    CLUB = "C"
    DIAMOND = "D"
    HEART = "H"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS = {Suit.SPADE: "♠", Suit.CLUB: "♣", Suit.DIAMOND: "♦", Suit.HEART: "♥"}


class CardKind(IntEnum):
    """What a card does; the value is the ``code`` column of Cards.csv."""

    STANDARD = 0
    ACE = 1
    FOUR = 4
    FIVE = 5
    SEVEN = 7
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    BURNER = 14
    SAVER = 15

    @property
    def is_wild(self) -> bool:
        return self in (CardKind.BURNER, CardKind.SAVER)

    @staticmethod
    def for_rank(rank: int) -> CardKind:
        """The kind of a suited card of ``rank`` (1..13): Two, Three, Six, Eight, Nine are STANDARD."""
        return _KIND_OF_RANK[rank]


_KIND_OF_RANK = {r: CardKind.STANDARD for r in (2, 3, 6, 8, 9)} | {
    r: CardKind(r) for r in (1, 4, 5, 7, 10, 11, 12, 13)
}
_RANK_TOKENS = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}
_RANK_NAMES = {
    1: "Ace",
    2: "Two",
    3: "Three",
    4: "Four",
    5: "Five",
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
    11: "Jack",
    12: "Queen",
    13: "King",
}


class Card:
    """One playing card: ``kind``, ``rank`` (1..13 for suited cards, 0 for the wild cards), ``suit``.

    Cards are interned immutable values: ``Card(kind, rank, suit)`` returns the one instance of that
    card, so equality and hashing are by identity (fast, and the deck's duplicates compare equal).
    ``str(card)`` is its notation and ``Card.parse`` reads it back.

    >>> Card.parse("10H")
    Card('10H')
    >>> Card(CardKind.TEN, 10, Suit.HEART) is Card.parse("10H")
    True
    """

    __slots__ = ("_token", "kind", "rank", "suit")
    _interned: ClassVar[dict[tuple[CardKind, int, Suit | None], Card]] = {}
    kind: CardKind
    rank: int
    suit: Suit | None
    _token: str

    def __new__(cls, kind: CardKind, rank: int, suit: Suit | None) -> Card:
        card = cls._interned.get((kind, rank, suit))
        if card is not None:
            return card
        if kind.is_wild:
            if rank != 0 or suit is not None:
                raise ValueError("a wild card has rank 0 and no suit")
            token = kind.name
        else:
            if rank not in _KIND_OF_RANK or _KIND_OF_RANK[rank] is not kind or suit is None:
                raise ValueError(f"no {kind.name} card has rank {rank} and suit {suit}")
            token = _RANK_TOKENS[rank] + suit.value
        card = object.__new__(cls)
        for name, value in (("kind", kind), ("rank", rank), ("suit", suit), ("_token", token)):
            object.__setattr__(card, name, value)
        cls._interned[(kind, rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return Card.parse, (self._token,)

    def __str__(self) -> str:
        return self._token

    def __repr__(self) -> str:
        return f"Card('{self._token}')"

    @property
    def rank_name(self) -> str:
        """English name of the rank (``"Queen"``), or ``"Burner"`` / ``"Saver"``."""
        if self.suit is None:
            return self.kind.name.capitalize()
        return _RANK_NAMES[self.rank]

    @staticmethod
    def parse(token: str) -> Card:
        """Parse card notation; raises :class:`NotationError` naming the token."""
        card = _CARDS_BY_TOKEN.get(token)
        if card is None:
            raise NotationError("'{token}' is not a card (expected e.g. AS, 10H, KD, BURNER)", token=token)
        return card


def _all_cards() -> dict[str, Card]:
    cards = {}
    for rank in range(1, 14):
        for suit in Suit:
            card = Card(CardKind.for_rank(rank), rank, suit)
            cards[str(card)] = card
    for kind in (CardKind.BURNER, CardKind.SAVER):
        cards[kind.name] = Card(kind, 0, None)
    return cards


_CARDS_BY_TOKEN = _all_cards()
#: Every distinct card, in notation order (ranks A..K by suit, then the wild cards).
ALL_CARDS: tuple[Card, ...] = tuple(_CARDS_BY_TOKEN.values())


@dataclass(frozen=True, slots=True)
class CardSpec:
    """One line of Cards.csv: ``frequency`` copies of ``card`` named ``name``."""

    code: int
    frequency: int
    name: str
    description: str
    card: Card


@dataclass(frozen=True, slots=True)
class CardTable:
    """The loaded Cards.csv: card kinds, their texts and the deck they make."""

    specs: tuple[CardSpec, ...]

    def deck(self) -> tuple[Card, ...]:
        """The full deck, unshuffled: each card repeated by its frequency, in file order."""
        return tuple(spec.card for spec in self.specs for _ in range(spec.frequency))

    def spec(self, card: Card) -> CardSpec:
        """The Cards.csv line of ``card`` (its name and description); KeyError if absent."""
        for spec in self.specs:
            if spec.card == card:
                return spec
        raise KeyError(str(card))


_FIELDS = ("code", "frequency", "name", "description", "rank", "suit")
DECK_SIZE = 102


def parse_cards_csv(text: str, *, deck_size: int = DECK_SIZE) -> CardTable:
    """Parse Cards.csv text (RULES.md section 7).

    Raises :class:`CardsFileError` naming the line and field for: a wrong number of fields, an unknown
    code, a frequency that is not a non-negative integer, a rank or suit that contradicts the code, a
    wild card with a rank or suit, a card listed twice, or frequencies that do not add up to
    ``deck_size``.  Blank lines are ignored.
    """
    specs: list[CardSpec] = []
    first_line: dict[Card, int] = {}
    reader = csv.reader(io.StringIO(text.lstrip("\ufeff"), newline=""))
    for line, row in _rows(reader):
        if not row or (len(row) == 1 and not row[0].strip()):
            continue
        spec = _parse_row(row, line)
        if spec.card in first_line:
            raise CardsFileError(
                "card {card} is already listed on line {first}",
                card=spec.card,
                first=first_line[spec.card],
                line=line,
            )
        first_line[spec.card] = line
        specs.append(spec)
    total = sum(spec.frequency for spec in specs)
    if total != deck_size:
        raise CardsFileError(
            "the frequencies add up to {total} cards; the deck needs {deck_size}",
            total=total,
            deck_size=deck_size,
            field="frequency",
        )
    return CardTable(tuple(specs))


def _rows(reader: Any) -> Iterator[tuple[int, list[str]]]:
    """(line number, fields) of each CSV row; a row the csv module refuses (a field over its size
    limit) becomes a :class:`CardsFileError` naming the line."""
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise CardsFileError("not a CSV line ({exc})", exc=exc, line=reader.line_num) from None
        yield reader.line_num, row


def _integer(text: str) -> int:
    """A plain ASCII integer with an optional minus sign; ValueError otherwise (``int`` would also
    take ``1_0``, ``+1`` or non-ASCII digits)."""
    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(text)
    return int(text)


def _parse_row(row: list[str], line: int) -> CardSpec:
    if len(row) != len(_FIELDS):
        raise CardsFileError(
            "expected {expected} fields ({names}), found {found}",
            expected=len(_FIELDS),
            names=",".join(_FIELDS),
            found=len(row),
            line=line,
        )
    code_text, freq_text, name, description, rank_text, suit_text = (f.strip() for f in row)
    try:
        kind = CardKind(_integer(code_text))
    except ValueError:
        known = ", ".join(str(k.value) for k in CardKind)
        raise CardsFileError(
            "'{code_text}' is not a card code (known: {known})",
            code_text=code_text,
            known=known,
            line=line,
            field="code",
        ) from None
    try:
        frequency = _integer(freq_text)
    except ValueError:
        raise CardsFileError(
            "'{freq_text}' is not a whole number", freq_text=freq_text, line=line, field="frequency"
        ) from None
    if frequency < 0:
        raise CardsFileError("{frequency} is negative", frequency=frequency, line=line, field="frequency")
    if not name:
        raise CardsFileError("the name is empty", line=line, field="name")
    if kind.is_wild:
        if rank_text:
            raise CardsFileError(
                "a wild card has no rank, found '{rank_text}'", rank_text=rank_text, line=line, field="rank"
            )
        if suit_text:
            raise CardsFileError(
                "a wild card has no suit, found '{suit_text}'", suit_text=suit_text, line=line, field="suit"
            )
        card = Card(kind, 0, None)
    else:
        try:
            rank = _integer(rank_text)
        except ValueError:
            raise CardsFileError(
                "'{rank_text}' is not a rank (1..13)", rank_text=rank_text, line=line, field="rank"
            ) from None
        if rank not in _KIND_OF_RANK or CardKind.for_rank(rank) is not kind:
            raise CardsFileError(
                "rank {rank_text} contradicts code {code} ({kind})",
                rank_text=rank_text,
                code=kind.value,
                kind=kind.name,
                line=line,
                field="rank",
            )
        try:
            suit = Suit[suit_text]
        except KeyError:
            raise CardsFileError(
                "'{suit_text}' is not a suit (SPADE, CLUB, DIAMOND, HEART)",
                suit_text=suit_text,
                line=line,
                field="suit",
            ) from None
        card = Card(kind, rank, suit)
    return CardSpec(kind.value, frequency, name, description, card)


def load_cards(path: str | Path | None = None, *, deck_size: int = DECK_SIZE) -> CardTable:
    """Load Cards.csv from ``path`` (default: :func:`default_cards_path`); see :func:`parse_cards_csv`.

    Raises :class:`CardsFileError` if the file cannot be read or is malformed.
    """
    path = Path(path) if path is not None else default_cards_path()
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CardsFileError("cannot read {path}: {exc}", path=path, exc=exc) from None
    return parse_cards_csv(text, deck_size=deck_size)


def default_cards_path() -> Path:
    """The project's ``data/Cards.csv``, wherever the game is installed (see :mod:`jackaroo.resources`).

    Raises :class:`CardsFileError` if it is nowhere to be found.
    """
    try:
        return find("data/Cards.csv")
    except FileNotFoundError:
        raise CardsFileError("{path} was not found next to the game", path="data/Cards.csv") from None


_DEFAULT_TABLE: CardTable | None = None


def default_card_table() -> CardTable:
    """The project's card table, loaded once."""
    global _DEFAULT_TABLE
    if _DEFAULT_TABLE is None:
        _DEFAULT_TABLE = load_cards()
    return _DEFAULT_TABLE
