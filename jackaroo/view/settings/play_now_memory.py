"""What the Play online dialog's **Play now** remembers between runs (docs/online.md, "Quick match
in the app"), in the settings file of :mod:`~jackaroo.view.settings.store`:

- ``online/quick_ruleset``: the rules to be matched for (``guc`` or ``classic``);
- ``online/quick_partner``: the partner's user name for the traditional game ("" for none);
- ``online/quick_cpu_seconds``: after how many seconds of waiting CPUs are offered for the empty
  seats, one of :data:`CPU_WAITS` (0 stands for never).
"""

from __future__ import annotations

from dataclasses import dataclass

from .seats import CLASSIC_RULES, DEFAULT_RULES
from .store import settings

RULESET_KEY = "online/quick_ruleset"
PARTNER_KEY = "online/quick_partner"
CPU_SECONDS_KEY = "online/quick_cpu_seconds"
#: the waits offered before CPUs fill the empty seats, in seconds (None: never)
CPU_WAITS: tuple[int | None, ...] = (30, 60, 120, None)
#: the wait chosen before anything was remembered
DEFAULT_CPU_WAIT = 60


@dataclass(frozen=True)
class PlayNowChoice:
    """What Play now asks the server for: the ``ruleset``, a ``partner``'s user name ("" for none;
    the traditional game only) and the seconds after which CPUs are offered (None: never)."""

    ruleset: str = DEFAULT_RULES
    partner: str = ""
    cpu_fill_seconds: int | None = DEFAULT_CPU_WAIT


def remember_play_now(choice: PlayNowChoice) -> None:
    """Keep ``choice`` for the next time the dialog opens."""
    store = settings()
    store.setValue(RULESET_KEY, choice.ruleset)
    store.setValue(PARTNER_KEY, choice.partner)
    store.setValue(CPU_SECONDS_KEY, choice.cpu_fill_seconds or 0)
    store.sync()


def remembered_play_now() -> PlayNowChoice:
    """The choice last made (anything unknown: the defaults)."""
    store = settings()
    ruleset = store.value(RULESET_KEY, DEFAULT_RULES, type=str)
    seconds = store.value(CPU_SECONDS_KEY, DEFAULT_CPU_WAIT, type=int) or None
    return PlayNowChoice(
        ruleset if ruleset in (DEFAULT_RULES, CLASSIC_RULES) else DEFAULT_RULES,
        str(store.value(PARTNER_KEY, "", type=str) or "").strip(),
        seconds if seconds in CPU_WAITS else DEFAULT_CPU_WAIT,
    )
