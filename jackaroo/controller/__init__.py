"""Controllers: turn the human player's clicks into game actions (pure Python parts need no Qt)."""
