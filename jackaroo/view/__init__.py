"""The desktop view: a QGraphicsScene board with animated marbles and cards, the main window, its
dialogs and the words players read.  The view draws and animates; it never changes the model, and it
takes what the AI knows (strength figures, review judgements) as plain data from the controller.

Rooms, each a subpackage:

- :mod:`.board`: the scene and its items, the one animation queue, the event animations, the only
  pixel geometry (:mod:`.board.layout`), the palette and the themes;
- :mod:`.window`: the main window and what sits beside the board (players' panels, the log, the
  lessons' panel, the pass screen, the replay bar);
- :mod:`.dialogs`: start, game over, rules, settings, statistics, high scores, resume, review, about;
- :mod:`.online`: online play's dialog, table and panel;
- :mod:`.text`: the words players read (names, the log's sentences, the rules, error messages) and the
  language;
- :mod:`.settings`: everything remembered between runs (QSettings) and the preferences value;
- :mod:`.audio`: the sound effects.

The view may import the model, :mod:`jackaroo.resources` and the online protocol's messages; never
the controller or the AI.  :mod:`.text` imports no other room; :mod:`.board` only :mod:`.text`;
:mod:`.settings` only :mod:`.text` and :mod:`.board` (theme names); none of them, nor :mod:`.audio`,
imports a window or dialog (tests/test_module_shape.py keeps it so).
"""
