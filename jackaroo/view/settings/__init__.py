"""What the game remembers between runs: one QSettings INI file (:mod:`.store`) and the player's
preferences as one immutable value (:mod:`.preferences`), and who sits where as values
(:mod:`.seats`: the start dialog's result).

May import the model, the view's words and the board's theme names; no window or dialog.
"""
