"""The whole menu tree and role grants, as every domain plugin declares them (`PLUGIN.menus` and
`PLUGIN.grants`), in the plugins' order. Only screens that exist in the console are listed (component
strings map through the front end's view registry)."""

from __future__ import annotations

from typing import Any

from sitesafe.modules import plugins
from sitesafe.modules.site.menus.people import PEOPLE_DEMO_GRANTS as PEOPLE_DEMO_GRANTS
from sitesafe.modules.site.menus.people import PEOPLE_MENUS as PEOPLE_MENUS
from sitesafe.modules.system.menu.kit import MenuSeed


def menus() -> dict[str, tuple[MenuSeed, ...]]:
    """Application code -> top-level menus."""
    found: dict[str, tuple[MenuSeed, ...]] = {}
    for plugin in plugins():
        for app, menus in plugin.menus.items():
            found[app] = (*found.get(app, ()), *menus)
    return found


def role_menus() -> dict[str, tuple[str, ...]]:
    """Role code -> menu codes it is granted."""
    found: dict[str, tuple[str, ...]] = {}
    for plugin in plugins():
        for role, codes in plugin.grants.items():
            found[role] = (*found.get(role, ()), *codes)
    return found


def __getattr__(name: str) -> Any:
    """`MENUS` and `ROLE_MENUS` as constants, gathered on first use (the plugins import the seed runner
    through tenant provisioning, so they cannot be gathered while this module loads)."""
    if name in ("MENUS", "ROLE_MENUS"):
        value = menus() if name == "MENUS" else role_menus()
        globals()[name] = value
        return value
    raise AttributeError(name)
