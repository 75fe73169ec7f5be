"""Imports every model module so `Base.metadata` is complete (app start-up, Alembic, tests): each
`models.py` below `sitesafe.modules` is found by name, and the generated resources through `gen`."""

from sitesafe.modules import gen, model_modules

ALL = (*gen.load("models"), *model_modules())
