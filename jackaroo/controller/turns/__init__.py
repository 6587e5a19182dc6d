"""One turn after another: the turn driver asks the player of the seat to act, once the board is
idle, and applies the answer (:mod:`.driver`, the only caller of ``Game.play`` in the app).

Here: the questions and who answers them (:mod:`.question`, :mod:`.seat_players`: a person here, a
CPU on the :mod:`.thinker`'s worker thread), a person's clicks and keys (:mod:`.human_input` on the
pure :mod:`.selection`, :mod:`.board_gestures`), what a chosen play would do and what to click next
(:mod:`.preview`, :mod:`.prompts`), hints (:mod:`.hints`) and whose hand is face up
(:mod:`.pass_screen`).  May import the model, the AI and the view; no other room of the controller.
"""
