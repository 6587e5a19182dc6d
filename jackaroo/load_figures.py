"""What the load tests share: quantiles by the nearest rank, and the made-up addresses of their clients."""

from __future__ import annotations

from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` (0..1) quantile of ``values`` by the nearest rank; 0.0 if there are none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def table_address(index: int) -> str:
    """The address of table ``index``'s clients: in 198.18.0.0/16, the benchmarking range (RFC 2544).
    Only a header (``X-Forwarded-For``): every connection goes to the server on loopback."""
    return f"198.18.{index // 250}.{index % 250 + 1}"
