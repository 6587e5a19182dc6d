import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))
# no test plays sounds (jackaroo.view.sound): the sound logic is tested with a recording player
os.environ["JACKAROO_SOUND"] = "off"
