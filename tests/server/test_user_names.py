"""The user-name rule: the table names' rule, three characters at least, one script a word, and
names that only look alike share a skeleton (so the second is refused)."""

from __future__ import annotations

import pytest

from jackaroo.server.user_names import NameRefused, clean_user_name, skeleton


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Sara", "Sara"),
        ("سارة", "سارة"),
        ("عبد الله", "عبد الله"),
        ("Sara سارة", "Sara سارة"),  # a word of each script
        ("  Omar   7 ", "Omar 7"),
        ("Ｏｍａｒ", "Omar"),  # NFKC
        ("محمد٢", "محمد٢"),
    ],
)
def test_user_names_in_arabic_and_latin_are_kept_in_nfkc(text: str, kept: str) -> None:
    assert clean_user_name(text) == kept


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("S\u0430ra", "mix"),  # a Cyrillic a in a Latin word
        ("\u0441\u0430ra", "mix"),
        ("سارةa", "mix"),
        ("Sara\u202e", "invisible"),  # right-to-left override
        ("\u202eSara", "invisible"),
        ("Sa\u2067ra", "invisible"),  # right-to-left isolate
        ("Sa\u200fra", "invisible"),  # right-to-left mark
        ("Sa\u200bra", "invisible"),
        ("Sa\x00ra", "invisible"),
        ("ab", "at least 3"),
        ("x" * 25, "at most 24"),
    ],
)
def test_mixed_scripts_direction_overrides_and_short_names_are_refused(text: str, why: str) -> None:
    with pytest.raises(NameRefused, match=why):
        clean_user_name(text)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Sara", "SARA"),
        ("Sara", "Ｓａｒａ"),
        ("Sara", "\u0405\u0430r\u0430"),  # Cyrillic capital dze and small a
        ("paypal", "раураl"),
        ("ali", "aIi"),
        ("ali", "a1i"),
        ("Omar", "0mar"),
        ("علي", "علی"),  # Arabic yeh, Persian yeh
        ("كريم", "کريم"),  # Arabic kaf, Persian keheh
    ],
)
def test_names_that_only_look_alike_share_a_skeleton(first: str, second: str) -> None:
    assert skeleton(first) == skeleton(second)


@pytest.mark.parametrize(("first", "second"), [("Sara", "Sarah"), ("سارة", "ساره"), ("Omar", "Amar")])
def test_different_names_keep_different_skeletons(first: str, second: str) -> None:
    assert skeleton(first) != skeleton(second)
