"""A game server's table in the app: the WebSocket connection (:mod:`.connection`), the table shown
on the window's board (:mod:`.session`), the dialogs and the server hosted here (:mod:`.play`) and
the server's words for a person (:mod:`.words`).  See docs/online.md "In the app".

May import the model, :mod:`jackaroo.online` (the protocol and the mirror), the view,
:mod:`jackaroo.controller.turns` and the narrow :class:`~jackaroo.controller.table.Table`; never
the game controller itself.
"""
