"""What a domain module declares about itself, so that the application finds it instead of a central list.

Each domain package (`sitesafe.modules.<domain>`) has a `plugin.py` whose `PLUGIN` names its routers,
its menus and role grants, and its hooks into the application's life (install on the app, start and stop
with the process). The composition root (`sitesafe.main`) discovers them by name; the kernel knows only
this shape, never a module."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from fastapi import APIRouter, FastAPI

if TYPE_CHECKING:
    from sitesafe.core.context import AppContext


class Stoppable(Protocol):
    def stop(self) -> None: ...


@dataclass(frozen=True)
class Plugin:
    """One domain module's declarations.

    `order` places its routers and menus among the others (lower first: matching is in order, so the
    hot paths come first); `hot_routers` are mounted before every plugin's `routers`. `menus` maps an
    application code to its top-level menu seeds, `grants` a role code to the menu codes it is given.
    `start` runs when the process starts serving and returns what to stop when it ends (or None)."""

    name: str
    order: int
    routers: Sequence[APIRouter] = ()
    hot_routers: Sequence[APIRouter] = ()
    menus: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    grants: Mapping[str, Sequence[str]] = field(default_factory=dict)
    install: Callable[[FastAPI], None] | None = None
    start: Callable[[AppContext], Stoppable | None] | None = None
    state_name: str | None = None  # where the app keeps what `start` returned (app.state.<name>)
