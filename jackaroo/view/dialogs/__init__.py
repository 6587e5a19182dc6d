"""The dialogs: start a game (:mod:`.start`, its seat rows in :mod:`.seats`), settings, statistics,
high scores, the resume question, About.

May import the model, :mod:`jackaroo.view.text`, :mod:`jackaroo.view.settings` and
:mod:`jackaroo.view.board`; takes AI figures as plain data.
"""
