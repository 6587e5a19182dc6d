"""Jackaroo: a marble-and-card race game (rules engine, AI, desktop app)."""

__version__ = "0.1.0"
