"""The board: the QGraphicsScene (:mod:`.scene`) with its items keyed by model ids (:mod:`.items`,
:mod:`.board_item`, :mod:`.effects`, :mod:`.preview_items`), the one animation queue
(:mod:`.animator`) and how each model event looks (:mod:`.event_animations`), the only pixel geometry
(:mod:`.layout`), colours (:mod:`.palette`, :mod:`.themes`), the hot-seat pass screen over the hand
(:mod:`.pass_screen`) and a board drawn into an image (:mod:`.image`).

May import the model and :mod:`jackaroo.view.text`; no window or dialog.
"""
