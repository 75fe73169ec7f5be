"""`Act`: who acts, in which project and data scope, through which database session. Every CRUD
operation and hook receives one."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from sitesafe.core.access import CurrentDataScope, CurrentProject, CurrentUser, DataScope
from sitesafe.core.auth import Principal
from sitesafe.core.context import AppContext, Ctx, DbSession
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.grants import GRANTS


@dataclass
class Act:
    db: Session
    ctx: AppContext
    user: Principal
    scope: DataScope
    project_id: int | None
    request: Request
    memo: dict[str, Any] = field(default_factory=dict)
    _after_commit: list[Callable[[], None]] = field(default_factory=list)

    @cached_property
    def scope_ids(self) -> frozenset[int]:
        return frozenset(self.scope.org_ids)

    @property
    def unrestricted(self) -> bool:
        return self.scope.unrestricted

    def in_scope(self, org_id: int | None) -> bool:
        return self.scope.unrestricted or (org_id is not None and org_id in self.scope_ids)

    def require_project(self) -> int:
        """The project the request acts in (the guard checked membership); refused when none is chosen."""
        if self.project_id is None:
            raise AppError(ErrorCode.PARAM_ERROR, message="请先选择项目")
        return self.project_id

    def require_scope(self, org_ids: Iterable[int | None]) -> None:
        """Refuses (1013003) unless every org is in the caller's data scope."""
        if not self.scope.unrestricted and not all(self.in_scope(org) for org in org_ids):
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE)

    def has_permission(self, *codes: str) -> bool:
        """Whether the caller holds any of the permission codes (the super administrator holds all)."""
        if self.user.is_super:
            return True
        user = self.user
        held: frozenset[str] = self.ctx.principals.get_or_compute(
            user.user_id,
            user.version,
            "permissions",
            lambda: frozenset(GRANTS.get().permission_codes(self.db, user.user_id)),
        )
        return any(code in held for code in codes)

    def after_commit(self, action: Callable[[], None]) -> None:
        """Runs `action` once the transaction has committed (ending sessions, dropping caches)."""
        self._after_commit.append(action)

    def commit(self) -> None:
        self.db.commit()
        pending, self._after_commit = self._after_commit, []
        for action in pending:
            action()


def get_act(
    request: Request,
    db: DbSession,
    ctx: Ctx,
    user: CurrentUser,
    scope: CurrentDataScope,
    project_id: CurrentProject,
) -> Act:
    return Act(db=db, ctx=ctx, user=user, scope=scope, project_id=project_id, request=request)


ActDep = Annotated[Act, Depends(get_act)]
