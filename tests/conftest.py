import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# no test plays sounds (jackaroo.view.sound): the sound logic is tested with a recording player
os.environ["JACKAROO_SOUND"] = "off"
