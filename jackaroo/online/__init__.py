"""Online play: the protocol and the client shared by the server, the load test and the app."""
