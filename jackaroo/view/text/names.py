"""The names players read: cards (``King ♥``), marble colours, places on the board.

Every name is translatable (context ``"Log"``, as the log's sentences that use them).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from jackaroo.model.board import (
    HOME,
    MARBLES_PER_SEAT,
    SAFE_START,
    SEATS,
    SIDE,
    TRACK_LENGTH,
    entry_cell,
    owner,
    safe_index,
    safe_owner,
)
from jackaroo.model.cards import Card, CardKind
from jackaroo.model.players import EXPERT, GREEDY, HUMAN, MASTER, RANDOM
from jackaroo.model.state import GameState

from .bidi import fill


def rank_name(card: Card) -> str:
    """The translated name of the card's rank (``Queen``), or ``Burner`` / ``Saver`` for the wild cards."""
    if card.kind is CardKind.BURNER:
        return QCoreApplication.translate("Log", "Burner")
    if card.kind is CardKind.SAVER:
        return QCoreApplication.translate("Log", "Saver")
    names = {
        1: QCoreApplication.translate("Log", "Ace"),
        2: QCoreApplication.translate("Log", "Two"),
        3: QCoreApplication.translate("Log", "Three"),
        4: QCoreApplication.translate("Log", "Four"),
        5: QCoreApplication.translate("Log", "Five"),
        6: QCoreApplication.translate("Log", "Six"),
        7: QCoreApplication.translate("Log", "Seven"),
        8: QCoreApplication.translate("Log", "Eight"),
        9: QCoreApplication.translate("Log", "Nine"),
        10: QCoreApplication.translate("Log", "Ten"),
        11: QCoreApplication.translate("Log", "Jack"),
        12: QCoreApplication.translate("Log", "Queen"),
        13: QCoreApplication.translate("Log", "King"),
    }
    return names[card.rank]


def card_name(card: Card) -> str:
    """The card in words: translated rank name and suit symbol (``King ♥``); ``Burner`` / ``Saver``."""
    if card.suit is None:
        return rank_name(card)
    return fill(
        QCoreApplication.translate("Log", "{rank} {suit}", "card name: rank name and suit symbol"),
        rank=rank_name(card),
        suit=card.suit.symbol,
    )


def colour_name(state: GameState, marble: int) -> str:
    """The translated colour of ``marble`` (its owner's), as an adjective of "marble"."""
    colour = state.colours[owner(marble)].value
    names = {
        "RED": QCoreApplication.translate("Log", "red", "marble colour"),
        "GREEN": QCoreApplication.translate("Log", "green", "marble colour"),
        "BLUE": QCoreApplication.translate("Log", "blue", "marble colour"),
        "YELLOW": QCoreApplication.translate("Log", "yellow", "marble colour"),
    }
    return names.get(colour, colour.lower())


def seat_colour_name(state: GameState, seat: int) -> str:
    """The translated colour of ``seat``'s marbles, as an adjective (``green``)."""
    return colour_name(state, seat * MARBLES_PER_SEAT)


def viewer(state: GameState) -> int | None:
    """The seat the log speaks to as "your": the one person at this computer, if there is exactly one."""
    people = [seat for seat, player in enumerate(state.players) if player == HUMAN]
    return people[0] if len(people) == 1 else None


#: how far from a landmark a place is still named after it (cells)
NEAR = 12


def place_name(cell: int, state: GameState, you: int | None = None) -> str:
    """Where ``cell`` is, as a noun a player finds on the board (it follows "on", "from", "to").

    ``you`` is the seat spoken to ("your Base"); None names every landmark by its colour.  Home is
    "Home"; a Safe cell is "cell 2 of your Safe Zone" (counted 1-4 from the entry); a Track cell is a
    Base ("the green Base"), "cell 3 before your Safe Zone" within :data:`NEAR` cells of the entry to
    ``you``'s Safe Zone, else "cell 4 past the green Base" or "cell 2 before the blue Base", whichever
    Base is nearer.  The Track's numbers stay in the notation (``t17``).
    """
    if cell == HOME:
        return QCoreApplication.translate("Log", "Home", "the Home Zone, as a place")
    if cell >= SAFE_START:
        seat, index = safe_owner(cell), safe_index(cell) + 1
        if seat == you:
            return fill(QCoreApplication.translate("Log", "cell {index} of your Safe Zone"), index=index)
        colour = seat_colour_name(state, seat)
        return fill(
            QCoreApplication.translate("Log", "cell {index} of the {colour} Safe Zone"),
            colour=colour,
            index=index,
        )
    if you is not None:
        before_entry = (entry_cell(you) - cell) % TRACK_LENGTH
        if before_entry == 0:
            return QCoreApplication.translate("Log", "the entry to your Safe Zone")
        if before_entry <= NEAR:
            return fill(QCoreApplication.translate("Log", "cell {n} before your Safe Zone"), n=before_entry)
    past = cell % SIDE
    seat = cell // SIDE if past <= NEAR else (cell // SIDE + 1) % SEATS
    n = past if past <= NEAR else SIDE - past
    mine = seat == you
    if n == 0:
        text = (
            QCoreApplication.translate("Log", "your Base")
            if mine
            else QCoreApplication.translate("Log", "the {colour} Base")
        )
    elif past <= NEAR:
        text = (
            QCoreApplication.translate("Log", "cell {n} past your Base")
            if mine
            else QCoreApplication.translate("Log", "cell {n} past the {colour} Base")
        )
    else:
        text = (
            QCoreApplication.translate("Log", "cell {n} before your Base")
            if mine
            else QCoreApplication.translate("Log", "cell {n} before the {colour} Base")
        )
    return fill(text, n=n, colour=seat_colour_name(state, seat))


def log_place(cell: int, state: GameState) -> str:
    """``cell`` in words for the log, spoken to the one person at this computer (:func:`viewer`)."""
    return place_name(cell, state, viewer(state))


def is_you(state: GameState, seat: int) -> bool:
    """Whether the seat is called "You" (the human's default name): it takes second-person templates."""
    name = state.names[seat]
    return name in ("You", QCoreApplication.translate("Log", "You", "the human player's default name"))


def level_name(player: str) -> str:
    """Who plays a seat, in words: ``Random``, ``Greedy``, ``Expert`` for the CPU levels, ``Person``
    for someone at this computer (the state's ``player`` values, :mod:`jackaroo.model.players`)."""
    names = {
        HUMAN: QCoreApplication.translate("Names", "Person", "a seat played at this computer"),
        RANDOM: QCoreApplication.translate("Names", "Random", "CPU level"),
        GREEDY: QCoreApplication.translate("Names", "Greedy", "CPU level"),
        EXPERT: QCoreApplication.translate("Names", "Expert", "CPU level"),
        MASTER: QCoreApplication.translate("Names", "Master", "CPU level"),
    }
    return names.get(player, player)


def ruleset_name(ruleset: str) -> str:
    """The rules a game follows, in words (``jackaroo.model.rules.RULESETS`` names)."""
    names = {
        "guc": QCoreApplication.translate("Names", "A New Game Spin"),
        "classic": QCoreApplication.translate("Names", "Traditional rules"),
    }
    return names.get(ruleset, ruleset)
