"""The project scope as the kernel asks it: whether a user may act in a project, and which projects a
user belongs to. The site module owns projects and registers its implementation in `PROJECTS` at
start-up; the CRUD machinery, the dashboard and the workflow ask through here too."""

from __future__ import annotations

from typing import Any, Protocol

from sqlalchemy.orm import Session

from sitesafe.core.ports import Port


class Projects(Protocol):
    def accessible(self, db: Session, project_id: int, user_id: int, is_super: bool) -> bool:
        """A live project the user belongs to (any live project for the super administrator)."""
        ...

    def is_member(self, db: Session, project_id: int, user_id: int) -> bool:
        """Whether the user belongs to the project (deleted or not)."""
        ...

    def member_ids(self, user_id: int) -> Any:
        """The ids of the projects the user belongs to, as a subquery."""
        ...

    def of_user(self, db: Session, user_id: int, is_super: bool) -> list[tuple[int, str]]:
        """(id, name) of the live projects the user belongs to (all for the super administrator)."""
        ...

    def live_count(self, db: Session) -> int:
        """How many projects are not deleted."""
        ...

    def people(self, db: Session, project_id: int) -> tuple[int | None, int | None] | None:
        """The project's (manager, safety officer) user ids; None for an unknown project."""
        ...


PROJECTS: Port[Projects] = Port("projects")
