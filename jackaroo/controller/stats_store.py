"""Where the player's statistics are kept: one JSON value in the game's QSettings.

The key is ``statistics/v1`` in the settings of :func:`jackaroo.view.dialogs.settings` (organisation
and application "Jackaroo", an INI file); tests point QSettings at a temporary folder.
"""

from __future__ import annotations

import json

from ..model.statistics import Statistics
from ..view.dialogs import settings

#: the QSettings key holding the statistics (JSON text of :meth:`Statistics.to_dict`)
STATISTICS_KEY = "statistics/v1"


def load_statistics() -> Statistics:
    """The stored statistics; empty ones if none are stored or the stored value is damaged."""
    value = settings().value(STATISTICS_KEY, "")
    if not isinstance(value, str) or not value:
        return Statistics()
    try:
        return Statistics.from_dict(json.loads(value))
    except (ValueError, RecursionError):
        return Statistics()


def save_statistics(stats: Statistics) -> None:
    """Store ``stats`` (written to disk at once)."""
    store = settings()
    store.setValue(STATISTICS_KEY, json.dumps(stats.to_dict()))
    store.sync()
