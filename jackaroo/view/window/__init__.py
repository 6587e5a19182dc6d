"""The main window (:mod:`.main_window`) and what sits beside the board: a panel per player and the
banner (:mod:`.panels`), the log (:mod:`.log_panel`), the lessons' panel (:mod:`.lesson_panel`) and the
replay bar (:mod:`.replay_bar`).

May import the model and the other rooms of the view.
"""
