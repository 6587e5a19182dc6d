"""The headless online game server (docs/online.md, docs/protocol.md); it imports no Qt."""
