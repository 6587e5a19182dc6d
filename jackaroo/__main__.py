"""``python -m jackaroo`` opens the desktop game."""

import sys

from .app import main

sys.exit(main())
