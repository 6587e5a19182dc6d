"""What the server counts per client address: open connections, tables waiting for their first
game, and chat lines, so that many connections from one place share one budget.

An address is keyed by :func:`address_key`: an IPv4 address as it is, an IPv6 address by its /64
prefix (what one home or host is usually given), an IPv4-mapped IPv6 address as its IPv4 address.
Behind a reverse proxy the client's address is the last one its ``X-Forwarded-For`` header names,
trusted only when the connection comes from the proxy (:func:`forwarded_address`).
"""

from __future__ import annotations

import ipaddress
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


def forwarded_address(header: str | None) -> str | None:
    """The client's address in an ``X-Forwarded-For`` header: its last entry (the one the proxy
    added), or None if there is none or it is not an IP address."""
    if not header:
        return None
    last = header.rsplit(",", 1)[-1].strip()
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
