"""The name rule shared by the server and the app (jackaroo/online/names.py): what is kept, what is
refused, and when two names are one; the server applies it to everyone who sits or watches."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support.server import run, running_server

from jackaroo.online.client import Client
from jackaroo.online.names import MAX_MARKS, MAX_NAME, MAX_NAME_CODEPOINTS, NameRefused, clean_name, name_key
from jackaroo.online.protocol import CreateTable, JoinTable, Spectate


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Sara", "Sara"),
        ("  Omar   al  Farsi ", "Omar al Farsi"),
        ("Ｓａｒａ", "Sara"),  # full-width letters: NFKC
        ("Ahmed\u00a0Ali", "Ahmed Ali"),  # a no-break space is a space
        ("محمد", "محمد"),
        ("مُحَمَّد", "مُحَمَّد"),  # Arabic vowel signs and shadda: marks, welcome
        ("Zoë", "Zoë"),
        ("e\u0301lodie", "élodie"),  # decomposed: composed by NFKC
        ("Ali 2", "Ali 2"),
        (
            "<b>x</b><img src=x>",
            "<b>x</b><img src=x>",
        ),  # the rule is on characters; the app shows text plainly
        ("李小龙", "李小龙"),
        ("★", "★"),
    ],
)
def test_names_are_kept_normalised(text: str, kept: str) -> None:
    assert clean_name(text) == kept


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "\u00a0\u3000",  # spaces of other widths only
        "\u200b",  # zero-width space
        "\u200b\u200b\u200b",
        "\ufeff",  # the BOM
        "\u00ad",  # soft hyphen
        "Sa\u00adra",  # a soft hyphen inside a name: invisible, so a look-alike of Sara
        "Sara\u200d",  # zero-width joiner
        "\uffff",  # a noncharacter
        "\ue000",  # private use
        "\u3164",  # Hangul filler: a letter that shows nothing
        "Sara\u3164",
        "\u2800",  # the blank Braille pattern
        "\u034f",  # combining grapheme joiner
        "\u0301\u0301",  # marks alone
        "\u0301a",  # a mark before any letter
        "a" + "\u0300\u0302\u0303\u0304\u0305",  # stacked accents
        "Z\u0351\u0352\u0353\u0354\u0355\u0356a\u0357\u0358\u0359lgo",
        "a\u2028b",  # line separator
        "a\tb",
        "a\x1cb",  # a control character Python's split() would take for white space
        "left\u200eright",  # a direction mark
        "x" * (MAX_NAME + 1),
    ],
)
def test_invisible_control_stacked_or_long_names_are_refused(text: str) -> None:
    with pytest.raises(NameRefused) as refused:
        clean_name(text)
    assert str(refused.value).startswith("a name")


def test_the_length_counts_what_a_person_sees() -> None:
    assert clean_name("x" * MAX_NAME) == "x" * MAX_NAME
    accented = ("o" + "\u031b\u0323\u0302\u0301") * MAX_NAME  # four marks, three once composed
    assert clean_name(accented) == unicodedata.normalize("NFKC", accented)
    assert len(clean_name(accented)) <= MAX_NAME_CODEPOINTS
    three = "ب\u0651\u064e\u0670"  # shadda, fatha and a superscript alef: MAX_MARKS marks
    assert MAX_MARKS == 3 and clean_name(three) == unicodedata.normalize("NFKC", three)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Sara", "sara"),
        ("Sara", "SARA"),
        ("Sara", "Ｓａｒａ"),
        ("Straße", "STRASSE"),
        ("élodie", "e\u0301lodie"),
        ("Omar  Ali", "omar ali"),
        ("ﬁnn", "Finn"),  # a ligature
    ],
)
def test_names_that_differ_only_in_case_or_form_are_one(one: str, other: str) -> None:
    assert name_key(clean_name(one)) == name_key(clean_name(other))


def test_different_names_stay_different() -> None:
    assert name_key("Sara") != name_key("Sarah")
    assert name_key("محمد") != name_key("احمد")


@given(st.text(max_size=40))
def test_any_text_is_kept_or_refused_and_a_kept_name_is_stable(text: str) -> None:
    try:
        name = clean_name(text)
    except NameRefused:
        return
    assert clean_name(name) == name  # keeping a kept name changes nothing
    assert name == name.strip() and "  " not in name
    assert len(name) <= MAX_NAME_CODEPOINTS


@pytest.mark.parametrize(
    "name",
    ["\u200b\u200b", "   ", "\ufeff", "Sa\u00adra", "\uffff", "a\u0301\u0302\u0303\u0304\u0305", "\u3164"],
)
def test_the_server_refuses_an_invisible_or_look_alike_name(tmp_path: Path, name: str) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, server):
            client = await Client.connect(url)
            refused = await client.request(CreateTable(name=name))
            assert refused["code"] == "bad_name" and refused["message"].startswith("a name")
            assert len(server.tables) == 0

    run(scenario)


def test_two_people_at_a_table_never_share_a_name(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path / "db.sqlite3") as (url, _server):
            host = await Client.connect(url)
            code = (await host.request(CreateTable(name="Sara")))["code"]
            guest = await Client.connect(url)
            for same in ("SARA", "sara", "Ｓａｒａ", " Sara "):
                refused = await guest.request(JoinTable(name=same, code=code))
                assert refused["code"] == "name_taken"
                assert (await guest.request(Spectate(name=same, code=code)))["code"] == "name_taken"
            assert (await guest.request(JoinTable(name="  Omar   Ali ", code=code)))["type"] == "joined"
            table = await host.wait(
                lambda m: m.get("type") == "table" and m["seats"][1]["kind"] == "human", 10
            )
            assert [s["name"] for s in table["seats"][:2]] == ["Sara", "Omar Ali"]

    run(scenario)
