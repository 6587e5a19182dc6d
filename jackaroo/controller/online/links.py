"""Following an invitation link (``jackaroo://host:port/CODE``: :mod:`jackaroo.online.links`): the
app connects to the link's server and joins the table of its code, with the name remembered from
the Play online dialog, as if the person had typed them there.  If the table cannot be reached, the
Play online dialog opens with the address and code filled in and what went wrong; a text that is
no invitation link is said on the home screen, and nothing else happens."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...online.links import LinkError, parse_link
from ...view.online.dialog import JOIN, OnlineChoice
from ...view.text.bidi import fill

__all__ = ["LinkError", "bad_link_words", "link_choice"]


def link_choice(link: str, name: str) -> OnlineChoice:
    """The Play online dialog's choice that ``link`` stands for: join its table as ``name``.
    Raises :class:`~jackaroo.online.links.LinkError` if ``link`` is no invitation link."""
    invitation = parse_link(link)
    return OnlineChoice(way=JOIN, name=name, address=invitation.address, code=invitation.code)


def bad_link_words(link: str) -> str:
    """What to say of ``link`` when it is no invitation link (shown cut short if it is long)."""
    shown = link if len(link) <= 80 else f"{link[:79]}…"
    return fill(
        QCoreApplication.translate(
            "OnlineLinks",
            "“{link}” is not an invitation link. An invitation link looks like {example}: ask the host to copy it again.",  # noqa: E501
        ),
        link=shown,
        example="jackaroo://server:8765/CODE",
    )
