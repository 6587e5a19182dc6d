"""Render docs/screenshot.png from a real game: the game is played (the player's seat by the Random
CPU) for at least ``--actions`` of the player's turns and until the player holds 3 or 4 cards, one of
which moves a marble, with 5 marbles on the Track; that card is then selected so its marbles are
highlighted.

    python scripts/screenshot.py [--seed 5] [--actions 10] [--out docs/screenshot.png] [--symbols]
                                 [--theme dark] [--lang ar]
                                 [--ruleset classic --players 2|3|4]

``--symbols`` turns on the colour-blind symbols (View > Colour-blind symbols); ``--ruleset classic``
plays the traditional rules with ``--players`` players (the player and Random CPUs).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from jackaroo.ai import RandomPolicy, observe
from jackaroo.composition import build
from jackaroo.model.players import HUMAN, RANDOM
from jackaroo.model.rules import DEFAULT_RULESET, RULESETS
from jackaroo.view.board.themes import THEME_NAMES
from jackaroo.view.settings.seats import GameOptions
from jackaroo.view.text.language import apply_language


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--actions", type=int, default=10, help="the player's turns played first")
    parser.add_argument("--name", default="Sara")
    parser.add_argument("--out", default="docs/screenshot.png")
    parser.add_argument("--symbols", action="store_true", help="show the colour-blind symbols")
    parser.add_argument("--theme", default="classic", choices=THEME_NAMES, help="View > Theme")
    parser.add_argument("--ruleset", default=DEFAULT_RULESET, choices=tuple(RULESETS))
    parser.add_argument("--lang", default="en", help="the language: en or ar (docs/screenshot-ar.png)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4), help="if the rules allow")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    # settings (statistics, remembered choices) go to a temporary folder, not the user's
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    apply_language(args.lang)
    window, controller = build()
    window.resize(1280, 800)
    window.show()
    controller.scene.animator.speed = 0
    controller.driver.cpu_delay_ms = 0
    controller.scene.set_show_symbols(args.symbols)
    controller.preferences.set(replace(controller.preferences.current, theme=args.theme), save=False)
    players = None
    if args.players in RULESETS[args.ruleset].player_counts:
        players = [HUMAN] + [RANDOM] * (args.players - 1)
    controller.start(GameOptions(args.name, "random", args.seed), ruleset=args.ruleset, players=players)
    stand_in = RandomPolicy(args.seed)
    played = 0

    def step() -> None:
        nonlocal played
        game = controller.game
        assert game is not None
        if game.is_over:
            print("the game ended before the screenshot; use fewer --actions", file=sys.stderr)
            app.exit(1)
            return
        if controller.input.acting():
            hand = controller.input.selection.hand
            movable = [
                i
                for i, card in enumerate(hand)
                if controller.input.selection.playable(card)
                and any(a.locs for a in game.rules.card_actions(game.table, card))
            ]
            on_board = sum(0 <= c < 100 for c in game.state.marbles)
            wanted = 5 if args.ruleset == "guc" else min(5, args.players + 1)
            good_moment = len(hand) >= 3 and movable and on_board >= wanted
            if played < args.actions or not good_moment:
                controller.driver.play(stand_in.choose(observe(game, game.current_seat)))
                played += 1
            else:
                controller.input.select_card(movable[0])
                app.processEvents()
                window.grab().save(args.out)
                print(f"wrote {args.out} (round {game.state.round}, seed {args.seed})")
                app.exit(0)
                return
        QTimer.singleShot(1, step)

    QTimer.singleShot(10, step)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
