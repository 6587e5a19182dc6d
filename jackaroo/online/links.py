"""Invitation links: ``jackaroo://host:port/CODE`` names a table by its server and invitation code
(docs/online.md, "Invitation links").

:func:`parse_link` reads a link as a person may paste it or a desktop passes it (surrounding spaces
and one trailing ``/`` allowed, scheme and host in any case, the code in any case: codes are
uppercase) and refuses anything else with a :class:`LinkError`: another scheme, a user name or
password, a query or fragment, a path past the code, a percent escape, a host that is neither a DNS
name, an IPv4 address nor an IPv6 address in brackets, a port outside 1..65535, and a code that is
not one the server could have given (:data:`~jackaroo.online.protocol.CODE_PATTERN`, at most
:data:`~jackaroo.online.protocol.MAX_CODE` characters).  :func:`invitation_link` makes a link from
a server's address and a code.  Pure Python: the app and tests use it alike.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from .protocol import CODE_PATTERN, MAX_CODE

#: the links' URL scheme, registered with the desktop (packaging/)
SCHEME = "jackaroo"
#: the port a link without one names: the server's default (``python -m jackaroo.server``)
DEFAULT_PORT = 8765
#: a link is refused past this many characters before it is looked at (a DNS name is at most 253)
MAX_LINK = 300

_CODE = re.compile(CODE_PATTERN)
_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
_PORT = re.compile(r"^[0-9]{1,5}$")


class LinkError(ValueError):
    """A text that is not an invitation link; the message (English) says what is wrong with it."""


@dataclass(frozen=True)
class Invitation:
    """A table to join: the server's ``host`` (a lowercase DNS name, an IPv4 address, or an IPv6
    address without brackets), its TCP ``port`` and the table's invitation ``code`` (uppercase)."""

    host: str
    port: int
    code: str

    @property
    def _authority(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    @property
    def address(self) -> str:
        """The server's WebSocket address, ``ws://host:port``."""
        return f"ws://{self._authority}"

    @property
    def link(self) -> str:
        """The link itself, ``jackaroo://host:port/CODE``."""
        return f"{SCHEME}://{self._authority}/{self.code}"


def is_link(text: str) -> bool:
    """Whether ``text`` is meant as an invitation link (its scheme is ours), well formed or not."""
    return text.strip().lower().startswith(f"{SCHEME}:")


def parse_link(text: str) -> Invitation:
    """The invitation in ``text`` (``jackaroo://host[:port]/CODE``, the port 8765 if left out).
    Raises :class:`LinkError` for anything else (see the module's docstring)."""
    text = text.strip()
    if len(text) > MAX_LINK:
        raise LinkError("the link is too long")
    prefix = f"{SCHEME}://"
    if not text.lower().startswith(prefix):
        raise LinkError(f"an invitation link starts with {prefix}")
    rest = text[len(prefix) :]
    if any(mark in rest for mark in "?#%@\\") or not rest.isascii() or not rest.isprintable():
        raise LinkError("the link has characters an invitation link never has")
    authority, slash, path = rest.partition("/")
    if not slash:
        raise LinkError("the link has no invitation code")
    host, port = _host_and_port(authority)
    code = path[:-1] if path.endswith("/") else path
    if "/" in code:
        raise LinkError("the link has more after the invitation code")
    code = code.upper()
    if not code or len(code) > MAX_CODE or not _CODE.match(code):
        raise LinkError("the invitation code is not one a server gives")
    return Invitation(host, port, code)


def _host_and_port(authority: str) -> tuple[str, int]:
    """(host, port) of ``host``, ``host:port``, ``[v6]`` or ``[v6]:port``; LinkError otherwise."""
    if authority.startswith("["):
        inside, bracket, after = authority[1:].partition("]")
        try:
            host = str(ipaddress.IPv6Address(inside)) if bracket else ""
        except ValueError:
            host = ""
        if not host:
            raise LinkError("the server's IPv6 address is not one")
        if after and not after.startswith(":"):
            raise LinkError("the server's address is not one")
        return host, _port(after[1:] if after else None)
    host, colon, port = authority.partition(":")
    host = host.lower()
    labels = host.split(".")
    if not host or len(host) > 253 or not all(_LABEL.match(label) for label in labels):
        raise LinkError("the server's name is not one")
    return host, _port(port if colon else None)


def _port(text: str | None) -> int:
    if text is None:
        return DEFAULT_PORT
    if not _PORT.match(text) or not 0 < int(text) < 65536:
        raise LinkError("the server's port is not a number from 1 to 65535")
    return int(text)


def invitation_link(address: str, code: str | None) -> str | None:
    """The link to the table of invitation ``code`` at the server ``address`` (``ws://host:port``),
    or None when there is none to give: no code, or an address a link cannot name (a ``wss://``
    server, a path, a malformed address)."""
    if not code:
        return None
    try:
        parts = urlsplit(address.strip())
        port = parts.port or 80
        host = parts.hostname or ""
    except ValueError:
        return None
    if parts.scheme.lower() != "ws" or parts.path not in ("", "/") or parts.query or parts.username:
        return None
    authority = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    try:
        return parse_link(f"{SCHEME}://{authority}/{code}").link
    except LinkError:
        return None


def short_address(address: str) -> str:
    """``address`` as a person reads it: ``ws://club.example:8765`` is ``club.example:8765``
    (another scheme, such as ``wss://``, is kept)."""
    return address[len("ws://") :] if address.lower().startswith("ws://") else address
