"""The frozen app's entry point (jackaroo.spec): ``jackaroo/__main__.py`` uses a relative import,
which a script run by PyInstaller's bootloader cannot."""

import sys

from jackaroo.app import main

sys.exit(main())
