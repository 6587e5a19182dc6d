"""Helpers the tests share: positions in the state notation, bad files, the view-sync check.

pytest puts ``tests/`` on the import path (``pythonpath`` in pyproject.toml), so a test imports
``from support.position import position``.
"""
