"""What a user is granted, as the guard and the data scope ask it: permission codes and the org ids the
user may see. The system module computes both from its users, roles, menus and orgs (see
`modules/system/role/grants.py`) and registers itself in `GRANTS` at start-up."""

from __future__ import annotations

from typing import Protocol

from sqlalchemy.orm import Session

from sitesafe.core.ports import Port


class Grants(Protocol):
    def permission_codes(self, db: Session, user_id: int) -> set[str]:
        """The codes the user's enabled roles grant (`sysUser:page`, ...)."""
        ...

    def data_scope_orgs(self, db: Session, user_id: int) -> list[int]:
        """The org ids a non-super user may see."""
        ...


GRANTS: Port[Grants] = Port("grants")


def router_code(router: str | None) -> str:
    """A menu's router as a permission code: `/site/person` -> `site:person`."""
    return (router or "").lstrip("/").replace("/", ":")
