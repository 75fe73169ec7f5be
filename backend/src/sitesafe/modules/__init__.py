"""Domain modules, one package per resource (`system/user`, `site/project`, ...).

A domain (`system`, `site`, `workflow`, ...) declares itself in its `plugin.py` (`PLUGIN`, a
`core.plugins.Plugin`) and its tables in `models.py` files anywhere below it: both are found by name, so a
new module takes part without editing a list elsewhere."""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (modules/ is imported by the kernel's tables while core loads)
    from sitesafe.core.plugins import Plugin

GENERATED = "gen"  # resources written by 代码生成: loaded by sitesafe.modules.gen, each guarded


def domains() -> list[str]:
    return sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg)


def plugins() -> list[Plugin]:
    """Every domain's plugin, in mount order."""
    found = []
    for name in domains():
        try:
            module = importlib.import_module(f"{__name__}.{name}.plugin")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}.plugin":
                raise
            continue
        found.append(module.PLUGIN)
    return sorted(found, key=lambda plugin: (plugin.order, plugin.name))


def model_modules() -> list[ModuleType]:
    """Every `models` module below the domains (the generated ones come from `gen.load`)."""
    found = []
    for info in pkgutil.walk_packages(__path__, f"{__name__}."):
        if info.name.split(".")[2] == GENERATED:
            continue
        if info.name.rsplit(".", 1)[-1] == "models" and info.name != f"{__name__}.models":
            found.append(importlib.import_module(info.name))
    return found
