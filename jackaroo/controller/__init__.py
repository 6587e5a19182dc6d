"""The controller: clicks, keys, CPU answers, files and the network turned into actions, and the
game composed from its parts (:mod:`.game_controller`).

Rooms, each a subpackage:

- :mod:`.turns`: one turn after another: the turn driver (the only caller of ``Game.play``), who
  plays each seat, the person's selection, hints, previews and prompts, the hot-seat pass screen;
- :mod:`.records`: games kept and looked back on: saves, the Game menu's files, replay, review,
  the end of a game, statistics and high scores;
- :mod:`.lessons`: the guided first game (lessons as data, and their runner);
- :mod:`.online`: a game server's table in the app (connection, session, dialogs);
- :mod:`.settings`: the settings kept in step everywhere, the language menu.

Beside them: :mod:`.table` (the narrow protocol of the game controller that the lessons and online
play are given, so they never import it), :mod:`.standstill` (nobody plays behind a question or a
dialog over the table), :mod:`.rule_pictures` (Help > Rules' pictures) and
:mod:`.memory`.

The controller may import the model, the AI, :mod:`jackaroo.online` and the view; the view never
imports the controller.  Inside it, :mod:`.turns` imports no other room; the other rooms may import
:mod:`.turns` and :mod:`.table`, and only :mod:`.game_controller` imports them all
(tests/test_module_shape.py keeps it so).
"""
