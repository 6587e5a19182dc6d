"""What the desktop app and the server it hosts share of the server's control (the server's side is
:mod:`jackaroo.server.control`): the environment variable that gives the server its secret, and the
request header that carries it."""

from __future__ import annotations

#: the environment variable holding the control secret of a hosted server
CONTROL_ENV = "JACKAROO_CONTROL_TOKEN"
#: the request header that carries it
HEADER = "X-Jackaroo-Control"
