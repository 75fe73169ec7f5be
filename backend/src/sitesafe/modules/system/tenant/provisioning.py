"""Creating and dropping a tenant's own database: it is migrated and seeded with every module's data, so
the composition root does it (`sitesafe.app.provision`) and registers itself here at start-up."""

from __future__ import annotations

from typing import Protocol

from sitesafe.core.ports import Port


class Provisioner(Protocol):
    def create(self, master_url: str, db_name: str, admin_name: str, password: str) -> None:
        """Creates, migrates and seeds the tenant's database with its administrator; undone on failure."""
        ...

    def drop(self, master_url: str, db_name: str) -> None:
        """Removes the tenant's database (nothing when it does not exist)."""
        ...


PROVISIONER: Port[Provisioner] = Port("tenant provisioning")
