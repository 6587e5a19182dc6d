"""Games kept and looked back on: saved games and records on disk (:mod:`.saves`), the Game menu's
files and the autosave (:mod:`.files`), files the system asks to open (:mod:`.file_open`), replay
(:mod:`.replay`), what happened since the person's last turn (:mod:`.since`), the review of a game
(:mod:`.review`), the end of a game with the statistics
(:mod:`.game_over`) and the high scores (:mod:`.high_scores`).

May import the model, the AI, the view and :mod:`jackaroo.controller.turns`.
"""
