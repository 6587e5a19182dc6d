"""The main window (:mod:`.main_window`) and what sits beside the board: a panel per player and the
banner (:mod:`.panels`), the log (:mod:`.log_panel`), the lessons' panel (:mod:`.lesson_panel`), the
replay bar (:mod:`.replay_bar`), what happened since the person's last turn (:mod:`.since_strip`) and
the game review (:mod:`.review_panel`, its graph in :mod:`.chance_graph`), which takes what the AI
judged as plain data.

May import the model and the other rooms of the view.
"""
