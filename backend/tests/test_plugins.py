"""Modules plug themselves in: every router a domain's plugin declares is mounted once, and every menu
component the seed writes has a screen in the front end's view registry (the list below is what
frontend/src/app/viewRegistry.test.ts resolves, screen by screen)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts

from sitesafe.main import module_routers
from sitesafe.modules import plugins
from sitesafe.seed.menus import MenuSeed
from sitesafe.seed.menus import menus as seed_menus

COMPONENTS = Path(__file__).resolve().parents[2] / "frontend/src/app/menuComponents.json"


def _operations(app: FastAPI) -> list[tuple[str, str]]:
    contexts = [c for c in iter_route_contexts(app.routes) if isinstance(c.original_route, APIRoute)]
    return [(m, c.path or "") for c in contexts for m in sorted(c.original_route.methods)]


def test_every_domain_declares_a_plugin() -> None:
    assert [p.name for p in plugins()] == ["system", "form", "pay", "site", "workflow", "gen"]


def test_every_declared_router_is_mounted_once(app: FastAPI) -> None:
    mounted = _operations(app)
    assert len(mounted) == len(set(mounted)), "an operation is mounted twice"
    declared = [
        (method, "/api" + route.path)
        for router in module_routers(plugins())
        for route in router.routes
        if isinstance(route, APIRoute)
        for method in sorted(route.methods)
    ]
    assert declared
    assert set(declared) <= set(mounted)


def _components(menus: Iterable[MenuSeed]) -> Iterator[str]:
    for menu in menus:
        if menu.component:
            yield menu.component
        yield from _components(menu.children)


def test_the_front_end_resolves_every_seeded_menu_component() -> None:
    seeded = sorted({c for menus in seed_menus().values() for c in _components(menus)})
    listed = json.loads(COMPONENTS.read_text(encoding="utf-8"))
    assert listed == seeded, f"write the seeded components into {COMPONENTS.name}: {seeded}"
