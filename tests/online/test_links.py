"""Invitation links (``jackaroo://host:port/CODE``) read as the server's codes are made, and every
other text refused: the parsing is pure, so hostile links are tried here one by one."""

from __future__ import annotations

import pytest

from jackaroo.online.links import (
    DEFAULT_PORT,
    Invitation,
    LinkError,
    invitation_link,
    is_link,
    parse_link,
    short_address,
)
from jackaroo.server.seats import new_invite_code


@pytest.mark.parametrize(
    ("link", "expected"),
    [
        ("jackaroo://club.example:8765/AB12CD34", Invitation("club.example", 8765, "AB12CD34")),
        ("  jackaroo://club.example:8765/AB12CD34/\n", Invitation("club.example", 8765, "AB12CD34")),
        ("JACKAROO://Club.Example:9000/ab12cd34", Invitation("club.example", 9000, "AB12CD34")),
        ("jackaroo://192.168.1.20:8765/XY7", Invitation("192.168.1.20", 8765, "XY7")),
        ("jackaroo://[::1]:8765/AB12", Invitation("::1", 8765, "AB12")),
        ("jackaroo://[2001:DB8::1]/AB12", Invitation("2001:db8::1", DEFAULT_PORT, "AB12")),
        ("jackaroo://localhost/AB12", Invitation("localhost", DEFAULT_PORT, "AB12")),
        ("jackaroo://h:1/A", Invitation("h", 1, "A")),
        ("jackaroo://h:65535/" + "Z" * 16, Invitation("h", 65535, "Z" * 16)),
    ],
)
def test_a_link_names_a_server_and_a_code(link: str, expected: Invitation) -> None:
    assert parse_link(link) == expected
    assert is_link(link)


@pytest.mark.parametrize(
    "link",
    [
        "",
        "club.example:8765/AB12",  # no scheme
        "https://club.example:8765/AB12",
        "ws://club.example:8765/AB12",
        "file:///home/sara/AB12",
        "jackaroo:club.example/AB12",  # no //
        "jackaroo://club.example:8765",  # no code
        "jackaroo://club.example:8765/",
        "jackaroo://club.example:8765//",
        "jackaroo://club.example:/AB12",  # empty port
        "jackaroo://club.example:0/AB12",
        "jackaroo://club.example:65536/AB12",
        "jackaroo://club.example:99999999999999999999/AB12",
        "jackaroo://club.example:-1/AB12",
        "jackaroo://club.example:+80/AB12",
        "jackaroo://club.example:８０/AB12",  # fullwidth digits
        "jackaroo://club.example:80a/AB12",
        "jackaroo://club.example:80:81/AB12",
        "jackaroo://::1:8765/AB12",  # IPv6 without brackets
        "jackaroo://[::1/AB12",
        "jackaroo://[::1]x/AB12",
        "jackaroo://[fe80::1%25eth0]:8765/AB12",  # zone index
        "jackaroo://[not-v6]:8765/AB12",
        "jackaroo://[]:8765/AB12",
        "jackaroo://:8765/AB12",  # no host
        "jackaroo://sara:secret@club.example:8765/AB12",  # user and password
        "jackaroo://club.example:8765/AB12?next=evil",
        "jackaroo://club.example:8765/AB12#top",
        "jackaroo://club.example:8765/AB%31",
        "jackaroo://club.example:8765/AB12/extra",
        "jackaroo://club.example:8765/../AB12",
        "jackaroo://club.example:8765/AB-12",
        "jackaroo://club.example:8765/AB 12",
        "jackaroo://club.example:8765/" + "A" * 17,  # longer than any code
        "jackaroo://club.example:8765/" + "A" * 5000,
        "jackaroo://" + "a" * 254 + ":8765/AB12",
        "jackaroo://-club.example:8765/AB12",
        "jackaroo://club..example:8765/AB12",
        "jackaroo://club_example:8765/AB12",
        "jackaroo://клуб.example:8765/AB12",
        "jackaroo://club.example:8765/АВ12",  # Cyrillic letters that look Latin
        "jackaroo://club.example:8765/AB12\u202e",
        "jackaroo://club.example\\evil:8765/AB12",
        "jackaroo://club.example\n:8765/AB12",
    ],
)
def test_anything_else_is_refused(link: str) -> None:
    with pytest.raises(LinkError):
        parse_link(link)


def test_every_code_the_server_makes_fits_in_a_link() -> None:
    for _ in range(200):
        code = new_invite_code()
        assert parse_link(f"jackaroo://club.example:8765/{code}").code == code


def test_a_link_is_made_from_a_server_s_address_and_its_code() -> None:
    assert invitation_link("ws://club.example:8765", "AB12") == "jackaroo://club.example:8765/AB12"
    assert invitation_link("ws://192.168.1.20:9000/", "ab12") == "jackaroo://192.168.1.20:9000/AB12"
    assert invitation_link("ws://[::1]:8765", "AB12") == "jackaroo://[::1]:8765/AB12"
    assert invitation_link("ws://club.example", "AB12") == "jackaroo://club.example:80/AB12"
    assert invitation_link("ws://club.example:8765", None) is None
    assert invitation_link("wss://club.example:8765", "AB12") is None
    assert invitation_link("ws://club.example:8765/path", "AB12") is None
    assert invitation_link("ws://club.example:99999", "AB12") is None
    assert invitation_link("ws://club.example:8765", "A" * 17) is None
    for address in ("ws://club.example:8765", "ws://[2001:db8::1]:80"):
        link = invitation_link(address, "AB12")
        assert link is not None and parse_link(link).address == address


def test_what_is_meant_as_a_link_and_how_an_address_reads() -> None:
    assert is_link("Jackaroo:whatever") and not is_link("/home/sara/game.jackaroo")
    assert short_address("ws://club.example:8765") == "club.example:8765"
    assert short_address("wss://club.example:443") == "wss://club.example:443"
