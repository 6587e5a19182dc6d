"""What the server counts per client address: open connections, tables waiting for their first
game, and chat lines, so that many connections from one place share one budget.

An address is keyed by :func:`address_key`: an IPv4 address as it is, an IPv6 address by its /64
prefix (what one home or host is usually given), an IPv4-mapped IPv6 address as its IPv4 address.
Behind a reverse proxy the client's address is the last entry of its ``X-Forwarded-For`` header,
every line of it read (:func:`forwarded_address`), trusted only when the connection comes from the
proxy.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from dataclasses import dataclass, field

from .buckets import Bucket
from .options import Options, burst_of


def address_key(host: str) -> str:
    """The key an address is counted under (``host`` as the socket gives it: "127.0.0.1", "::1");
    a host that is not an IP address (a Unix socket) is its own key."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


def forwarded_address(lines: Sequence[str]) -> str | None:
    """The client's address in the ``X-Forwarded-For`` header ``lines`` (each line's value, in the
    order received: a client may send the header, and a proxy such as HAProxy adds a line of its
    own rather than extend the client's): the last entry of all the lines joined, the one the
    trusted proxy added, as an IP address ("198.51.100.7", "2001:db8::1"; "198.51.100.7:4711",
    "[2001:db8::1]" and "[2001:db8::1]:443" are read as the address).  None when there is no
    entry, or the last one is not an IP address: the caller then counts the proxy's own address.
    What comes before the last entry (written by the client, or by proxies the server does not
    know) is never read.  Never raises."""
    if not lines:
        return None
    last = lines[-1].rsplit(",", 1)[-1].strip()
    if last.startswith("["):  # [IPv6] or [IPv6]:port
        host, bracket, port = last[1:].partition("]")
        if not bracket or (port and not port.startswith(":")):
            return None
        last = host
    elif last.count(":") == 1:  # IPv4:port
        last = last.partition(":")[0]
    try:
        return str(ipaddress.ip_address(last))
    except ValueError:
        return None


@dataclass(slots=True)
class Address:
    """One address's use: ``connections`` open (TCP sockets, handshakes included), ``lobby_tables``
    opened from it and not yet begun, and the buckets all its connections share: ``connects`` (new
    connections), ``messages`` (frames) and ``chat`` (chat lines)."""

    connects: Bucket
    messages: Bucket
    chat: Bucket
    connections: int = 0
    lobby_tables: int = 0

    @property
    def idle(self) -> bool:
        buckets = (self.connects, self.messages, self.chat)
        return not self.connections and not self.lobby_tables and all(b.full for b in buckets)


@dataclass(slots=True)
class AddressBook:
    """Every address in use now, by key; an address is forgotten once idle (:meth:`sweep`)."""

    options: Options
    addresses: dict[str, Address] = field(default_factory=dict)

    def get(self, key: str) -> Address:
        address = self.addresses.get(key)
        if address is None:
            options = self.options
            address = self.addresses[key] = Address(
                connects=Bucket(burst_of(options.connect_rate), options.connect_rate),
                messages=Bucket(2 * options.rate_address, options.rate_address),
                chat=Bucket(burst_of(options.chat_rate_address), options.chat_rate_address),
            )
        return address

    @property
    def connections(self) -> int:
        """Connections open from every address."""
        return sum(a.connections for a in self.addresses.values())

    def sweep(self) -> None:
        """Forget the idle addresses (nothing open, nothing waiting, chat refilled)."""
        for key in [k for k, a in self.addresses.items() if a.idle]:
            del self.addresses[key]
