"""Idempotent seed data: declarative tables (`data.py`, `menus.py`, `dicts.py`) applied by `runner.py`."""
