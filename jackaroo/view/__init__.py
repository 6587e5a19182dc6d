"""The desktop view: a QGraphicsScene board with animated marbles and cards, and the main window.

The view draws and animates; it never changes the model.  Pixel geometry lives in :mod:`.layout`.
"""
