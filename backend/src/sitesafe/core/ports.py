"""Where the kernel asks the modules above it: a port names what the kernel needs (who may see a project,
what a role grants, which table holds the users) and a module's implementation is registered into it at
start-up by the composition root (`sitesafe.app.wiring`), as the site module registers its listeners in
`workflow/hooks.on_end`. The kernel itself never imports a module."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class Port(Generic[T]):
    """One implementation of `T`, registered once per process before the first request."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._impl: T | None = None

    def register(self, impl: T) -> None:
        self._impl = impl

    def get(self) -> T:
        if self._impl is None:
            raise RuntimeError(f"{self.name}: nothing registered (sitesafe.app.wiring.wire() not called)")
        return self._impl
