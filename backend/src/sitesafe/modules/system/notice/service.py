"""通知公告: drafts are edited, published to their recipients, withdrawn; deleted notices keep status 3.

The recipients (`noticeUserIdList`) are `sys_notice_user` rows from the draft on; publishing resets
them to unread and stamps `publicTime`, withdrawing stamps `cancelTime`. Reads are limited by the
caller's data scope through the publishing organisation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select, update

from sitesafe.core.clock import utcnow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.links import linked_ids, replace_links, require_live
from sitesafe.crud.repository import Repository
from sitesafe.crud.resource import Resource
from sitesafe.crud.schemas import StatusBody
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.emp.models import SysEmp
from sitesafe.modules.system.file import refs
from sitesafe.modules.system.file import service as file_service
from sitesafe.modules.system.file.links import linked_files, sign_links
from sitesafe.modules.system.notice.models import (
    NOTICE_DELETED,
    NOTICE_DRAFT,
    NOTICE_PUBLISHED,
    NOTICE_WITHDRAWN,
    READ,
    UNREAD,
    SysNotice,
    SysNoticeUser,
)
from sitesafe.modules.system.notice.schemas import (
    NoticeAdd,
    NoticeDetailOut,
    NoticeEdit,
    NoticeOut,
    NoticeQuery,
    ReadInfo,
)
from sitesafe.modules.system.role import grants
from sitesafe.modules.system.user.admin_service import service as user_service
from sitesafe.modules.system.user.models import SysUser

NOTICE = Resource(
    name="sysNotice",
    title="通知公告",
    model=SysNotice,
    out=NoticeOut,
    add=NoticeAdd,
    edit=NoticeEdit,
    not_found=ErrorCode.NOTICE_NOT_EXIST,
    query=NoticeQuery,
    filters=(Like("search_value", ("title", "content")), Like("title"), Eq("type"), Eq("status")),
    sortable={"title": "title", "publicTime": "public_time", "createTime": "create_time"},
    default_order=("-create_time", "-id"),
    org_column="public_org_id",
    actions=frozenset({"page", "detail", "add", "edit", "delete", "changeStatus"}),
)
PUBLISH = "sysNotice:changeStatus"
# What changeStatus may do: the target status -> (the status it must come from, the refusal).
TRANSITIONS = {
    NOTICE_PUBLISHED: (NOTICE_DRAFT, "发布失败，只有草稿状态的通知公告可以发布"),
    NOTICE_WITHDRAWN: (NOTICE_PUBLISHED, "撤回失败，只有已发布的通知公告可以撤回"),
}


class NoticeRepository(Repository):
    """A notice is deleted with status 3 (Snowy's), not the machinery's 2: 2 means withdrawn here."""

    def live(self) -> list[Any]:
        return [SysNotice.status != NOTICE_DELETED]

    def get(self, db: Any, row_id: int, *, with_deleted: bool = False) -> Any | None:
        row = db.get(SysNotice, row_id)
        return None if row is None or (not with_deleted and row.status == NOTICE_DELETED) else row

    def get_many(self, db: Any, ids: Sequence[int]) -> list[Any]:
        rows = [self.get(db, i) for i in ids]
        if any(r is None for r in rows):
            raise AppError(ErrorCode.NOTICE_NOT_EXIST)
        return rows

    def remove(self, db: Any, ids: Sequence[int], actor: int | None) -> None:
        values = {"status": NOTICE_DELETED, "update_time": utcnow(), "update_user": actor}
        stmt = update(SysNotice).where(SysNotice.id.in_(ids)).values(**values)
        db.execute(stmt.execution_options(synchronize_session="fetch"))


class NoticeService(CrudService):
    skip_fields = frozenset({"notice_user_id_list"})

    def __init__(self) -> None:
        super().__init__(NOTICE)
        self.repo = NoticeRepository(NOTICE)

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        """The notice, its recipients and their read state; reading it as a recipient marks it read."""
        if row.status == NOTICE_PUBLISHED:
            mark_read(act, row.id)
        stmt = (
            select(SysNoticeUser, SysUser.name)
            .join(SysUser, SysUser.id == SysNoticeUser.user_id)
            .where(SysNoticeUser.notice_id == row.id)
            .order_by(SysNoticeUser.id)
        )
        found = act.db.execute(stmt).all()
        out = NoticeDetailOut.model_validate(row)
        out.notice_user_id_list = [link.user_id for link, _ in found]
        out.notice_user_read_info_list = [
            ReadInfo(user_id=link.user_id, user_name=name, read_status=link.status, read_time=link.read_time)
            for link, name in found
        ]
        return signed(act, out)

    def to_out(self, act: Act, rows: Sequence[Any]) -> list[BaseModel]:
        return [signed(act, out) for out in super().to_out(act, rows)]

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        refs.require_readable(act, linked_files(body.content))
        row.public_user_id, row.public_user_name = act.user.user_id, act.user.name
        emp = act.db.get(SysEmp, act.user.user_id)
        row.public_org_id, row.public_org_name = (emp.org_id, emp.org_name) if emp else (None, None)
        self._take_status(act, body, row)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        if row.status != NOTICE_DRAFT:
            raise AppError(ErrorCode.NOTICE_CANNOT_EDIT)
        refs.require_readable(act, linked_files(body.content))
        self._take_status(act, body, row)

    def _take_status(self, act: Act, body: Any, row: Any) -> None:
        row.status = body.status
        if body.status == NOTICE_PUBLISHED:
            # Saving straight to published is a publication: it needs the right to publish.
            if not act.user.is_super and PUBLISH not in grants.permission_codes(act.db, act.user.user_id):
                raise AppError(ErrorCode.NO_PERMISSION)
            if not body.notice_user_id_list:
                raise AppError(ErrorCode.NOTICE_STATUS_ERROR, message="发布失败，请选择接收人")
            row.public_time = utcnow()

    def after_add(self, act: Act, body: Any, row: Any) -> None:
        self._set_recipients(act, row, body.notice_user_id_list)

    def after_edit(self, act: Act, body: Any, row: Any) -> None:
        self._set_recipients(act, row, body.notice_user_id_list)

    def _set_recipients(self, act: Act, row: Any, user_ids: list[int]) -> None:
        wanted = list(dict.fromkeys(user_ids))
        require_live(act.db, SysUser, wanted, ErrorCode.USER_NOT_EXIST)
        scope = user_service.scope_condition(act)
        if scope is not None and wanted:
            visible = act.db.execute(select(SysUser.id).where(SysUser.id.in_(wanted), scope)).scalars()
            if len(set(visible)) != len(wanted):
                raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
        replace_links(act.db, SysNoticeUser, "notice_id", row.id, "user_id", wanted)
        if row.status == NOTICE_PUBLISHED:
            self._reset_reads(act, row.id)

    def _reset_reads(self, act: Act, notice_id: int) -> None:
        stmt = update(SysNoticeUser).where(SysNoticeUser.notice_id == notice_id)
        act.db.execute(stmt.values(status=UNREAD, read_time=None))

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        if any(r.status == NOTICE_PUBLISHED for r in rows):
            raise AppError(ErrorCode.NOTICE_CANNOT_DELETE)

    def change_status(self, act: Act, body: StatusBody) -> None:
        """发布 (draft -> published) and 撤回 (published -> withdrawn); nothing else."""
        row = self.repo.get(act.db, body.id)
        if row is None:
            raise AppError(ErrorCode.NOTICE_NOT_EXIST)
        if body.status not in TRANSITIONS:
            raise AppError(ErrorCode.NOTICE_STATUS_ERROR, message="通知公告状态错误，只能发布或撤回")
        source, refusal = TRANSITIONS[body.status]
        if row.status != source:
            raise AppError(ErrorCode.NOTICE_STATUS_ERROR, message=refusal)
        self.check_writable(act, row, "changeStatus")
        if body.status == NOTICE_PUBLISHED:
            if not linked_ids(act.db, SysNoticeUser, "notice_id", row.id, "user_id"):
                raise AppError(ErrorCode.NOTICE_STATUS_ERROR, message="发布失败，请选择接收人")
            row.public_time, row.cancel_time = utcnow(), None
            self._reset_reads(act, row.id)
        else:
            row.cancel_time = utcnow()
        row.status = body.status
        row.version = (row.version or 0) + 1  # an edit form opened before must reload
        act.db.flush()
        act.commit()


def signed(act: Act, out: Any) -> Any:
    """The notice as answered to the caller: its pictures' links signed for them (they may read it)."""
    out.content = sign_links(out.content, file_service.signer(act))
    return out


def mark_read(act: Act, notice_id: int) -> bool:
    """Marks the caller's copy of a notice read; False when the caller is not one of its recipients."""
    link = act.db.execute(
        select(SysNoticeUser).where(
            SysNoticeUser.notice_id == notice_id, SysNoticeUser.user_id == act.user.user_id
        )
    ).scalar_one_or_none()
    if link is None:
        return False
    if link.status != READ:
        link.status, link.read_time = READ, utcnow()
        act.db.flush()
        act.commit()
    return True


service = NoticeService()
