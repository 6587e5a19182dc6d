"""The settings kept in step everywhere: the live game, the View and Options menus, the Settings
dialog and QSettings (:mod:`.preferences`), and View > Language (:mod:`.language_menu`).

May import the model, the view and :mod:`jackaroo.controller.turns`.
"""
