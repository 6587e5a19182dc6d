"""Families of bad Cards.csv files and bad notation, each with the exact message the player reads.

test_cards_csv.py and test_notation.py check that errors name the right line, field or token; here
the whole message is pinned, so a change of wording is a deliberate one.  A broken Cards.csv stops
the app with ``The game cannot start: <message>`` (tests/test_app_start.py).  docs/hardening.md
lists every family and the test covering it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support.cards_file import FIELDS, LINES, REFERENCE, WHOLE, inserted, with_line

from jackaroo.model import Action, NotationError
from jackaroo.model.cards import load_cards
from jackaroo.model.errors import CardsFileError

CODES = "(known: 0, 1, 4, 5, 7, 10, 11, 12, 13, 14, 15)"
BURNER_LINE = next(i for i, line in enumerate(LINES, 1) if line.startswith("14,"))

#: (id, file content, exact message; ``{path}`` stands for the file's path)
BAD_CARDS: list[tuple[str, bytes, str]] = [
    ("missing-field", with_line(3, "1,1,Ace,text,1"), f"Cards file, line 3: {FIELDS}, found 5"),
    ("extra-field", with_line(5, "0,3,Two,text,2,SPADE,extra"), f"Cards file, line 5: {FIELDS}, found 7"),
    ("semicolons", WHOLE.replace(b",", b";"), f"Cards file, line 1: {FIELDS}, found 1"),
    ("unknown-code", with_line(5, "3,3,Two,text,2,SPADE"), f"Cards file, line 5, field 'code': '3' is not a card code {CODES}"),
    ("frequency-not-a-number", with_line(5, "0,two,Two,text,2,SPADE"), "Cards file, line 5, field 'frequency': 'two' is not a whole number"),
    ("frequency-fraction", with_line(5, "0,1.5,Two,text,2,SPADE"), "Cards file, line 5, field 'frequency': '1.5' is not a whole number"),
    ("frequency-negative", with_line(5, "0,-3,Two,text,2,SPADE"), "Cards file, line 5, field 'frequency': -3 is negative"),
    ("empty-name", with_line(5, "0,3,,text,2,SPADE"), "Cards file, line 5, field 'name': the name is empty"),
    ("rank-contradicts-code", with_line(49, "13,2,King,text,12,SPADE"), "Cards file, line 49, field 'rank': rank 12 contradicts code 13 (KING)"),
    ("rank-not-a-number", with_line(49, "13,2,King,text,K,SPADE"), "Cards file, line 49, field 'rank': 'K' is not a rank (1..13)"),
    ("bad-suit", with_line(5, "0,3,Two,text,2,SPADES"), "Cards file, line 5, field 'suit': 'SPADES' is not a suit (SPADE, CLUB, DIAMOND, HEART)"),
    ("wild-with-rank", with_line(BURNER_LINE, "14,1,MarbleBurner,text,0,"), f"Cards file, line {BURNER_LINE}, field 'rank': a wild card has no rank, found '0'"),
    ("wild-with-suit", with_line(BURNER_LINE, "14,1,MarbleBurner,text,,HEART"), f"Cards file, line {BURNER_LINE}, field 'suit': a wild card has no suit, found 'HEART'"),
    ("card-listed-twice", with_line(2, "1,2,Ace,again,1,SPADE"), "Cards file, line 2: card AS is already listed on line 1"),
    ("total-101", with_line(1, "1,1,Ace,text,1,SPADE"), "Cards file, field 'frequency': the frequencies add up to 101 cards; the deck needs 102"),
    ("total-104", with_line(1, "1,4,Ace,text,1,SPADE"), "Cards file, field 'frequency': the frequencies add up to 104 cards; the deck needs 102"),
    ("empty-file", b"", "Cards file, field 'frequency': the frequencies add up to 0 cards; the deck needs 102"),
    ("blank-lines-only", b"\n \n\r\n", "Cards file, field 'frequency': the frequencies add up to 0 cards; the deck needs 102"),
    ("header-line", inserted(1, "code,frequency,name,description,rank,suit"), f"Cards file, line 1, field 'code': 'code' is not a card code {CODES}"),
    ("bom-inside", inserted(5, "\ufeff0,3,Two,text,2,SPADE"), f"Cards file, line 5, field 'code': '\ufeff0' is not a card code {CODES}"),
    ("nul-bytes", b"\x00" + WHOLE, f"Cards file, line 1, field 'code': '\x001' is not a card code {CODES}"),
    ("oversized-field", with_line(3, "1,1,Ace," + "x" * 200_000 + ",1,DIAMOND"), "Cards file, line 3: not a CSV line (field larger than field limit (131072))"),
    ("utf16", WHOLE.decode().encode("utf-16"), "cannot read {path}: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"),
    ("binary-garbage", bytes(range(128, 256)) * 8, "cannot read {path}: 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte"),
]  # fmt: skip


@pytest.mark.parametrize(("content", "message"), [c[1:] for c in BAD_CARDS], ids=[c[0] for c in BAD_CARDS])
def test_bad_cards_file_gives_the_exact_message(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "Cards.csv"
    path.write_bytes(content)
    with pytest.raises(CardsFileError) as info:
        load_cards(path)
    assert str(info.value) == message.replace("{path}", str(path))


def test_missing_cards_file_gives_the_exact_message(tmp_path: Path) -> None:
    path = tmp_path / "Cards.csv"
    with pytest.raises(CardsFileError) as info:
        load_cards(path)
    assert str(info.value) == f"cannot read {path}: [Errno 2] No such file or directory: '{path}'"


@pytest.mark.parametrize("prefix", [b"\xef\xbb\xbf", b"\xef\xbb\xbf\xef\xbb\xbf"], ids=["bom", "two-boms"])
def test_leading_byte_order_marks_are_accepted(tmp_path: Path, prefix: bytes) -> None:
    path = tmp_path / "Cards.csv"
    path.write_bytes(prefix + WHOLE)
    assert load_cards(path) == load_cards(REFERENCE)


# -- notation ---------------------------------------------------------------------------------------
BAD_NOTATION: list[tuple[str, str, str]] = [
    ("unknown-card", "1S move t5", "'1S' is not a card (expected e.g. AS, 10H, KD, BURNER)"),
    ("lower-case-card", "burner burn t5", "'burner' is not a card (expected e.g. AS, 10H, KD, BURNER)"),
    ("unknown-verb", "6H jump t5", "'jump' is not an action verb (field, move, split, swap, burn, save, discard, drop, field-partner, discard-choice)"),
    ("no-verb", "6H", "'6H' has no verb after the card (e.g. 'move', 'field')"),
    ("too-few-marbles", "JC swap t1", "'swap' needs 2 marble(s) in 'JC swap t1'"),
    ("split-without-distance", "7D split t1 t2", "'split' needs 2 marble(s) in '7D split t1 t2'"),
    ("too-many-tokens", "JC swap t1 t2 t3", "unexpected 't3' in 'JC swap t1 t2 t3'"),
    ("bad-move-distance", "6H move t1 t2", "'t2' is not a move distance (1..13)"),
    ("location-off-the-track", "6H move t100", "'t100' is not a marble location (expected t0..t99 or s0..s3)"),
    ("location-leading-zero", "6H move t05", "'t05' is not a marble location (expected t0..t99 or s0..s3)"),
    ("location-home", "6H move home", "'home' cannot be chosen in an action: name a marble by t<n> or s<i>"),
    ("location-non-ascii-digit", "6H move t\u0663", "'t\u0663' is not a marble location (expected t0..t99 or s0..s3)"),
    ("location-too-long", "6H move t" + "9" * 5000, f"'t{'9' * 5000}' is not a marble location (expected t0..t99 or s0..s3)"),
    ("split-not-a-number", "7D split t1 t2 x", "'x' is not a split distance (1..6)"),
    ("split-signed", "7D split t1 t2 +3", "'+3' is not a split distance (1..6)"),
    ("double-space", "6H  move t5", "'6H  move t5' is not an action: use single spaces, e.g. '6H move t5'"),
    ("trailing-space", "6H move t5 ", "'6H move t5 ' is not an action: use single spaces, e.g. '6H move t5'"),
    ("empty", "", "'' is not an action: use single spaces, e.g. '6H move t5'"),
    ("tab", "6H move\tt5", "'move\tt5' is not an action verb (field, move, split, swap, burn, save, discard, drop, field-partner, discard-choice)"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "message"), [c[1:] for c in BAD_NOTATION], ids=[c[0] for c in BAD_NOTATION])
def test_bad_action_notation_gives_the_exact_message(text: str, message: str) -> None:
    with pytest.raises(NotationError) as info:
        Action.parse(text)
    assert str(info.value) == message


def test_an_action_that_is_not_text_gives_the_exact_message() -> None:
    with pytest.raises(NotationError) as info:
        Action.parse(None)  # type: ignore[arg-type]
    assert str(info.value) == "an action must be text, not NoneType"
