"""Help > Rules: the rules of the game on the table beside the board (:class:`RulesHelp`), with
pictures of what each kind of card does, drawn by the game's own scene.

Each picture is a real position (a lesson sketch, :mod:`.lesson_sketch`) with one legal play shown
as the move preview shows it before a play (:mod:`.preview`: path, ghost where the marble lands,
red ring on a marble sent Home), cropped to where it happens.  :func:`rules_pictures` gives the
HTML section and its images; :class:`~jackaroo.view.dialogs.start.RulesDialog` shows them.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from ..model.actions import Action
from ..model.board import HOME, base_cell
from ..model.cards import CardTable
from ..model.game import Game
from ..model.rules import DEFAULT_RULESET
from ..model.state import GameState
from ..view.board import layout
from ..view.board.image import board_image
from ..view.board.items import CardItem
from ..view.board.scene import BoardScene
from ..view.dialogs.start import RulesDialog
from ..view.text.action_words import action_words
from ..view.text.rules_text import rules_html
from .lessons.sketch import sketch
from .turns.preview import preview

WIDTH = 300  # pixels, each picture's width
MARGIN = 70.0  # scene units around what happens


@dataclass(frozen=True)
class Picture:
    """``key`` names the image; the position is ``sketch(marbles, hand)``; ``action`` is shown."""

    key: str
    marbles: str
    hand: str
    action: str


#: one picture per kind of card that acts on the board (the Ten's and Queen's discards have none)
PICTURES = (
    Picture("ace", "| t30", "AS 2S 3S 4S", "AS field"),
    Picture("number", "t10 | t40", "8S 2S 3S 4S", "8S move t10"),
    Picture("four", "t10 | t40", "4S 2S 3S 6S", "4S move t10"),
    Picture("five", "t10 | t40", "5S 2S 3S 4S", "5S move t40"),
    Picture("seven", "t10 t20 | t14 t25", "7S 2S 3S 4S", "7S split t10 t20 4"),
    Picture("jack", "t10 | t18", "JS 2S 3S 4S", "JS swap t10 t18"),
    Picture("king", "t10 | t14 t19", "KS 2S 3S 4S", "KS move t10"),
    Picture("burner", "t10 | t16", "BURNER 2S 3S 4S", "BURNER burn t16"),
    Picture("saver", "t90 | t40", "SAVER 2S 3S 4S", "SAVER save t90"),
)


def picture(game: Game, action: Action, cards: CardTable) -> QImage:
    """``action`` previewed on ``game``'s board, cropped around it, :data:`WIDTH` pixels wide."""
    scene = BoardScene(cards, 0)
    scene.sync(game.state)
    for item in scene.items():  # the board only: no hand, no card backs
        if isinstance(item, CardItem):
            item.hide()
    for label in scene.back_counts.values():
        label.hide()
    seen = preview(game, action)
    scene.show_preview(seen.paths, seen.landings, seen.sent_home)
    cells = [c for _m, path in seen.paths for c in path] + [c for _m, c in seen.landings]
    cells += [game.state.marbles[m] for m in seen.sent_home]
    cells += [game.state.marbles[m] for m, _c in seen.landings if game.state.marbles[m] != HOME]
    points = [layout.cell_point(c) for c in cells if c != HOME] or [layout.cell_point(base_cell(0))]
    left, right = min(p.x() for p in points), max(p.x() for p in points)
    top, bottom = min(p.y() for p in points), max(p.y() for p in points)
    source = QRectF(left, top, right - left, bottom - top).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    if source.width() < 2 * source.height():  # a wide strip reads best beside the words
        grow = (2 * source.height() - source.width()) / 2
        source.adjust(-grow, 0, grow, 0)
    source = source.intersected(layout.SCENE_RECT)
    image = board_image(scene, source, WIDTH, round(WIDTH * source.height() / source.width()))
    scene.deleteLater()
    return image


def rules_pictures(cards: CardTable) -> tuple[str, dict[str, QImage]]:
    """The rules' "cards on the board" section (HTML, images named ``picture:<key>``) and its images."""
    images: dict[str, QImage] = {}
    rows = []
    for shown in PICTURES:
        game = sketch(shown.marbles, shown.hand)
        action = Action.parse(shown.action)
        name = f"picture:{shown.key}"
        images[name] = picture(game, action, cards)
        words = html.escape(action_words(action, game.state))
        rows.append(f'<tr><td><img src="{name}"></td><td>{words}</td></tr>')
    heading = QCoreApplication.translate("Rules", "<h2>The cards on the board</h2>")
    note = QCoreApplication.translate(
        "Rules",
        "<p>As the board shows a play before you make it: where the marble goes, a red ring "
        "on each marble sent Home.</p>",
    )
    return heading + note + '<table cellpadding="6">' + "".join(rows) + "</table>", images


class RulesHelp(QObject):
    """The rules window of ``window``: the rules of the ruleset on the table, the table's own seats
    and the pictures; made again when the rules to show change."""

    def __init__(self, window: QWidget, cards: CardTable, parent: QObject) -> None:
        super().__init__(parent)
        self.window = window
        self.cards = cards
        self.dialog: RulesDialog | None = None
        self._text = ""  # what the dialog shows (the rules and the table)

    def show(self, state: GameState | None) -> None:
        """Show the rules for ``state``'s game (None: the default game), not modal."""
        text = rules_html(state.ruleset if state is not None else DEFAULT_RULESET, state)
        if self.dialog is not None and self._text != text:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        if self.dialog is None:
            pictures, images = rules_pictures(self.cards)
            self.dialog = RulesDialog(text + pictures, self.window, images)
            self._text = text
        self.dialog.show()
        self.dialog.raise_()
