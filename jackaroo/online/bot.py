"""A bot that plays one seat through a :class:`~jackaroo.online.client.Client`: the load test's player.

It picks uniformly among the legal actions the server lists for its seat, with its own seeded
generator, and answers each position once.
"""

from __future__ import annotations

import asyncio
import random

from .client import Client
from .protocol import Act


async def play_seat(
    client: Client,
    rng: random.Random,
    timeout: float = 120,
    think: float = 0.0,
    accepted: dict[int, str] | None = None,
) -> dict[int, str]:
    """Play ``client``'s seat until the game is over, ``think`` seconds before each action; return
    the actions it had accepted, by ply (also kept in ``accepted`` as they come, if given).  A
    refused action (``rate_limited`` included) is answered again, and so is the position after the
    client has reconnected and reclaimed the seat (``joined``), also one the connection dropped as
    it was sent (a client that reconnects).

    Raises TimeoutError if nothing arrives for ``timeout`` seconds, ConnectionError if the server
    closes the connection (of a client that does not reconnect, or has given up).
    """
    if accepted is None:
        accepted = {}
    pending: dict[int, tuple[int, str]] = {}  # ref -> (ply, action)
    answered = -1
    while client.winner is None:
        game = client.game
        if game is not None and game["winner"] is None:
            legal = game.get("legal") or []
            if game["current"] == client.seat and legal and game["ply"] != answered:
                answered = game["ply"]
                if think:
                    await asyncio.sleep(think)
                action = legal[int(rng.random() * len(legal))]
                try:
                    ref = await client.send(Act(ply=answered, action=action))
                except ConnectionError:
                    if client.backoff is None or client.closed:
                        raise
                    ref = None  # lost with the connection: answered again once back at the seat
                if ref is not None:
                    pending[ref] = (answered, action)
        message = await client.recv(timeout)
        ref = message.get("ref")
        if not isinstance(ref, int):
            ref = -1
        if message.get("type") == "joined":  # back at the seat after a reconnection
            pending.clear()
            answered = -1  # an answer lost with the old connection is given again
        elif message.get("type") == "played" and ref in pending:
            ply, action = pending.pop(ref)
            accepted[ply] = message["action"]
        elif message.get("type") == "error" and (ref in pending or message.get("code") == "rate_limited"):
            pending.pop(ref, None)
            answered = -1  # refused: answer the position again
            if message.get("code") == "rate_limited":
                pending.clear()
                await asyncio.sleep(0.2)
    return accepted
