"""The Cards.csv loader (RULES.md section 7) and the card notation (NOTATION.md, Cards)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from jackaroo.model.cards import (
    ALL_CARDS,
    Card,
    CardKind,
    CardTable,
    Suit,
    default_cards_path,
    load_cards,
    parse_cards_csv,
)
from jackaroo.model.errors import CardsFileError, InvalidFormatError, JackarooError, NotationError

TESTS = Path(__file__).resolve().parents[1]
PROJECT_CSV = TESTS.parent / "data" / "Cards.csv"
REFERENCE_CSV = TESTS / "data" / "reference_Cards.csv"
REFERENCE_TEXT = REFERENCE_CSV.read_text(encoding="utf-8")
REFERENCE_LINES = REFERENCE_TEXT.splitlines()

# Counted by hand from reference/Cards.csv (the sum of the frequency column per rank).
COUNT_PER_RANK = {
    "A": 6,
    "2": 10,
    "3": 10,
    "4": 6,
    "5": 6,
    "6": 10,
    "7": 6,
    "8": 10,
    "9": 10,
    "10": 6,
    "J": 6,
    "Q": 6,
    "K": 8,
    "BURNER": 1,
    "SAVER": 1,
}


def rank_token(card: Card) -> str:
    return str(card) if card.suit is None else str(card)[:-1]


def with_line(number: int, text: str) -> str:
    """The reference file with line ``number`` (1-based) replaced by ``text``."""
    lines = list(REFERENCE_LINES)
    lines[number - 1] = text
    return "\n".join(lines) + "\n"


def line_of(token: str) -> int:
    """1-based line of the reference file listing ``token`` (e.g. 'AS', 'BURNER')."""
    table = parse_cards_csv(REFERENCE_TEXT)
    return [str(spec.card) for spec in table.specs].index(token) + 1


def rejected(text: str) -> CardsFileError:
    with pytest.raises(CardsFileError) as info:
        parse_cards_csv(text)
    return info.value


def assert_names(err: CardsFileError, line: int | None, field: str | None) -> None:
    assert err.line == line
    assert err.field == field
    message = str(err)
    if line is not None:
        assert f"line {line}" in message
    if field is not None:
        assert field in message


# -- the two real files ---------------------------------------------------------------------------


def test_reference_copy_is_the_published_file() -> None:
    shared = Path("/work/shared/reference/Cards.csv")
    if not shared.is_file():
        pytest.skip("the shared reference file is not available here")
    assert REFERENCE_CSV.read_bytes() == shared.read_bytes()


@pytest.mark.parametrize("path", [PROJECT_CSV, REFERENCE_CSV], ids=["project", "reference"])
def test_cards_file_loads(path: Path) -> None:
    table = load_cards(path)
    assert isinstance(table, CardTable)
    assert len(table.deck()) == 102


def test_default_path_is_the_project_file() -> None:
    assert default_cards_path().resolve() == PROJECT_CSV.resolve()
    assert load_cards() == load_cards(PROJECT_CSV)


def test_project_and_reference_give_the_same_deck() -> None:
    project, reference = load_cards(PROJECT_CSV), load_cards(REFERENCE_CSV)
    assert Counter(project.deck()) == Counter(reference.deck())


def test_project_and_reference_agree_line_by_line_except_descriptions() -> None:
    project, reference = load_cards(PROJECT_CSV), load_cards(REFERENCE_CSV)
    assert len(project.specs) == len(reference.specs)
    for ours, theirs in zip(project.specs, reference.specs, strict=True):
        assert (ours.code, ours.frequency, ours.name, ours.card) == (
            theirs.code,
            theirs.frequency,
            theirs.name,
            theirs.card,
        )
        assert (ours.card.rank, ours.card.suit) == (theirs.card.rank, theirs.card.suit)


def test_descriptions_are_rewritten_in_the_project_file() -> None:
    project, reference = load_cards(PROJECT_CSV), load_cards(REFERENCE_CSV)
    assert [s.description for s in project.specs] != [s.description for s in reference.specs]
    assert all(s.description for s in project.specs)


@pytest.mark.parametrize("path", [PROJECT_CSV, REFERENCE_CSV], ids=["project", "reference"])
def test_count_per_rank(path: Path) -> None:
    counts = Counter(rank_token(card) for card in load_cards(path).deck())
    assert counts == COUNT_PER_RANK
    assert sum(counts.values()) == 102


@pytest.mark.parametrize("path", [PROJECT_CSV, REFERENCE_CSV], ids=["project", "reference"])
def test_every_suited_card_and_one_burner_one_saver(path: Path) -> None:
    counts = Counter(load_cards(path).deck())
    assert set(counts) == set(ALL_CARDS)
    assert counts[Card.parse("BURNER")] == 1
    assert counts[Card.parse("SAVER")] == 1


def test_spec_gives_name_of_card() -> None:
    table = load_cards(REFERENCE_CSV)
    assert table.spec(Card.parse("KH")).frequency == 3
    assert table.spec(Card.parse("BURNER")).name == "MarbleBurner"
    assert table.spec(Card.parse("SAVER")).code == 15


def test_cards_file_error_is_a_format_error() -> None:
    assert issubclass(CardsFileError, InvalidFormatError)
    assert issubclass(CardsFileError, JackarooError)


# -- bad files -----------------------------------------------------------------------------------


def test_missing_field_names_the_line() -> None:
    err = rejected(with_line(3, "1,1,Ace,some text,1"))
    assert err.line == 3
    assert "line 3" in str(err)
    assert "fields" in str(err)


def test_extra_field_names_the_line() -> None:
    err = rejected(with_line(5, "0,3,Two,some text,2,SPADE,extra"))
    assert err.line == 5
    assert "line 5" in str(err)
    assert "fields" in str(err)


@pytest.mark.parametrize("code", ["3", "x", "16", "", "-1"])
def test_unknown_code(code: str) -> None:
    err = rejected(with_line(5, f"{code},3,Two,some text,2,SPADE"))
    assert_names(err, 5, "code")
    assert f"'{code}'" in str(err)


@pytest.mark.parametrize("frequency", ["two", "1.5", ""])
def test_frequency_not_an_integer(frequency: str) -> None:
    err = rejected(with_line(5, f"0,{frequency},Two,some text,2,SPADE"))
    assert_names(err, 5, "frequency")


@pytest.mark.parametrize(
    ("line", "text", "field"),
    [
        (1, "1,0_2,Ace,x,1,SPADE", "frequency"),
        (1, "1,\uff12,Ace,x,1,SPADE", "frequency"),
        (49, "13,2,King,x,1_3,SPADE", "rank"),
        (49, "1_3,2,King,x,13,SPADE", "code"),
    ],
    ids=["frequency-underscore", "frequency-fullwidth", "rank-underscore", "code-underscore"],
)
def test_numbers_must_be_plain_ascii_digits(line: int, text: str, field: str) -> None:
    assert_names(rejected(with_line(line, text)), line, field)


def test_negative_frequency() -> None:
    err = rejected(with_line(5, "0,-3,Two,some text,2,SPADE"))
    assert_names(err, 5, "frequency")
    assert "-3" in str(err)


@pytest.mark.parametrize(
    ("line", "text"),
    [
        (5, "0,3,Two,some text,4,SPADE"),  # a Four is not a plain Standard card
        (49, "13,2,King,some text,12,SPADE"),  # code King, rank Queen
        (49, "13,2,King,some text,K,SPADE"),  # rank must be a number
        (5, "0,3,Two,some text,,SPADE"),  # a suited card needs a rank
        (5, "0,3,Two,some text,14,SPADE"),
        (1, "1,2,Ace,some text,0,SPADE"),
    ],
    ids=["code0-rank4", "code13-rank12", "rank-K", "rank-empty", "rank-14", "rank-0"],
)
def test_rank_contradicting_code(line: int, text: str) -> None:
    assert REFERENCE_LINES[line - 1].split(",")[0] == text.split(",")[0]
    err = rejected(with_line(line, text))
    assert_names(err, line, "rank")


@pytest.mark.parametrize("suit", ["SPADES", "S", "spade", "", "JOKER"])
def test_bad_suit(suit: str) -> None:
    err = rejected(with_line(5, f"0,3,Two,some text,2,{suit}"))
    assert_names(err, 5, "suit")


def test_empty_name() -> None:
    err = rejected(with_line(5, "0,3,,some text,2,SPADE"))
    assert_names(err, 5, "name")


@pytest.mark.parametrize("token", ["BURNER", "SAVER"])
def test_wild_card_with_a_rank(token: str) -> None:
    line = line_of(token)
    code = REFERENCE_LINES[line - 1].split(",")[0]
    err = rejected(with_line(line, f"{code},1,Wild,some text,0,"))
    assert_names(err, line, "rank")


@pytest.mark.parametrize("token", ["BURNER", "SAVER"])
def test_wild_card_with_a_suit(token: str) -> None:
    line = line_of(token)
    code = REFERENCE_LINES[line - 1].split(",")[0]
    err = rejected(with_line(line, f"{code},1,Wild,some text,,HEART"))
    assert_names(err, line, "suit")


def test_card_listed_twice() -> None:
    # Line 2 (two Ace of Clubs) becomes a second Ace of Spades line: same total, same multiset size.
    err = rejected(with_line(2, "1,2,Ace,again,1,SPADE"))
    assert err.line == 2
    assert "line 2" in str(err)
    assert "AS" in str(err)
    assert "line 1" in str(err)  # where it was first listed


def test_wild_card_listed_twice() -> None:
    text = REFERENCE_TEXT.replace(REFERENCE_LINES[line_of("AS") - 1] + "\n", "", 1)
    text += "14,2,MarbleBurner,again,,\n"  # the Ace of Spades line gone (-2), two more Burners (+2)
    err = rejected(text)
    assert err.line == len(REFERENCE_LINES)
    assert "BURNER" in str(err)


@pytest.mark.parametrize("frequency", ["1", "4"])
def test_total_not_102(frequency: str) -> None:
    err = rejected(with_line(1, f"1,{frequency},Ace,some text,1,SPADE"))
    assert err.field == "frequency"
    assert "frequency" in str(err)
    total = 102 - 2 + int(frequency)
    assert str(total) in str(err)
    assert "102" in str(err)


def test_empty_file() -> None:
    err = rejected("")
    assert err.field == "frequency"
    assert "0" in str(err)


def test_header_line_is_rejected() -> None:
    err = rejected("code,frequency,name,description,rank,suit\n" + REFERENCE_TEXT)
    assert_names(err, 1, "code")


# -- what the loader accepts ------------------------------------------------------------------


def test_quoted_description_with_commas_is_accepted() -> None:
    description = 'Field a marble, or move one 1 step, forward; say "hi"'
    quoted = '"' + description.replace('"', '""') + '"'
    table = parse_cards_csv(with_line(1, f"1,2,Ace,{quoted},1,SPADE"))
    assert table.specs[0].description == description
    assert table.specs[0].card is Card.parse("AS")
    assert len(table.deck()) == 102


def test_blank_lines_are_ignored() -> None:
    text = "\n" + REFERENCE_TEXT.replace("\n", "\n\n", 10) + "\n   \n\n"
    assert parse_cards_csv(text) == parse_cards_csv(REFERENCE_TEXT)


def test_line_numbers_count_blank_lines() -> None:
    lines = list(REFERENCE_LINES)
    lines[4] = "3,3,Two,some text,2,SPADE"
    err = rejected("\n\n" + "\n".join(lines) + "\n")
    assert_names(err, 7, "code")


def test_utf8_bom_is_accepted() -> None:
    assert parse_cards_csv("\ufeff" + REFERENCE_TEXT) == parse_cards_csv(REFERENCE_TEXT)


def test_utf8_bom_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "Cards.csv"
    path.write_bytes(b"\xef\xbb\xbf" + REFERENCE_CSV.read_bytes())
    assert load_cards(path) == load_cards(REFERENCE_CSV)


def test_windows_line_endings_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "Cards.csv"
    path.write_bytes(REFERENCE_CSV.read_bytes().replace(b"\n", b"\r\n"))
    assert load_cards(path) == load_cards(REFERENCE_CSV)


def test_missing_final_newline_is_accepted() -> None:
    assert parse_cards_csv(REFERENCE_TEXT.rstrip("\n")) == parse_cards_csv(REFERENCE_TEXT)


def test_missing_file_is_a_cards_file_error(tmp_path: Path) -> None:
    with pytest.raises(CardsFileError) as info:
        load_cards(tmp_path / "nope.csv")
    assert "nope.csv" in str(info.value)


def test_not_utf8_is_a_cards_file_error(tmp_path: Path) -> None:
    path = tmp_path / "Cards.csv"
    path.write_bytes(b"\xff\xfe" + REFERENCE_CSV.read_bytes())
    with pytest.raises(CardsFileError):
        load_cards(path)


def test_zero_frequency_card_is_not_in_the_deck() -> None:
    # Ace of Spades 2 -> 0, Ace of Clubs 2 -> 4: still 102 cards.
    text = with_line(1, "1,0,Ace,x,1,SPADE")
    lines = text.splitlines()
    lines[1] = "1,4,Ace,x,1,CLUB"
    deck = Counter(parse_cards_csv("\n".join(lines)).deck())
    assert deck[Card.parse("AS")] == 0
    assert deck[Card.parse("AC")] == 4


def test_deck_repeats_each_card_by_frequency_in_file_order() -> None:
    table = parse_cards_csv(REFERENCE_TEXT)
    assert table.deck()[:5] == tuple(Card.parse(t) for t in ("AS", "AS", "AC", "AC", "AD"))


# -- card notation --------------------------------------------------------------------------------


def test_all_cards_lists_54_distinct_cards() -> None:
    assert len(ALL_CARDS) == 54
    assert len({str(c) for c in ALL_CARDS}) == 54


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_card_notation_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert str(Card.parse(str(card))) == str(card)


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_cards_are_interned(card: Card) -> None:
    assert Card(card.kind, card.rank, card.suit) is Card.parse(str(card))


def test_card_values() -> None:
    ten = Card.parse("10H")
    assert (ten.kind, ten.rank, ten.suit) == (CardKind.TEN, 10, Suit.HEART)
    two = Card.parse("2S")
    assert (two.kind, two.rank, two.suit) == (CardKind.STANDARD, 2, Suit.SPADE)
    burner = Card.parse("BURNER")
    assert (burner.kind, burner.rank, burner.suit) == (CardKind.BURNER, 0, None)


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        Card.parse("AS").rank = 2  # type: ignore[misc]


@pytest.mark.parametrize("token", ["1S", "11H", "ZZ", "burner", "as", "10", "S", "", " AS", "KD ", "A♠"])
def test_bad_card_token(token: str) -> None:
    with pytest.raises(NotationError) as info:
        Card.parse(token)
    assert f"'{token}'" in str(info.value)


@pytest.mark.parametrize(
    ("kind", "rank", "suit"),
    [(CardKind.STANDARD, 4, Suit.SPADE), (CardKind.KING, 12, Suit.HEART), (CardKind.BURNER, 0, Suit.CLUB)],
)
def test_inconsistent_card_cannot_be_built(kind: CardKind, rank: int, suit: Suit | None) -> None:
    with pytest.raises(ValueError):
        Card(kind, rank, suit)


def test_a_field_over_the_csv_size_limit_names_the_line() -> None:
    # csv.Error ("field larger than field limit") escaped from parse_cards_csv
    err = rejected(with_line(3, "1,2,Ace," + "x" * 200_000 + ",1,DIAMOND"))
    assert str(err) == "Cards file, line 3: not a CSV line (field larger than field limit (131072))"
    assert err.line == 3
