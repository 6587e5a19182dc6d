"""The guided first game: the lessons as data (:mod:`.catalogue`, positions sketched in the state
notation by :mod:`.sketch`; both pure Python, no Qt) and their runner on the real board
(:mod:`.runner`).  See docs/lessons.md.

May import the model, the view, :mod:`jackaroo.controller.turns` and the narrow
:class:`~jackaroo.controller.table.Table` it plays on; never the game controller itself.
"""
