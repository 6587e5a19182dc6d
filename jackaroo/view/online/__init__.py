"""Online play's widgets: the Play online dialog and a server's lobby (:mod:`.dialog`), the table
before its game (:mod:`.table`) and the chat and buttons beside the board during it (:mod:`.panel`).

May import the model, the online protocol's messages (:mod:`jackaroo.online.protocol`, plain values)
and the view's words, settings and dialogs; never the connection or the client (the controller hands
them what the server said).
"""
