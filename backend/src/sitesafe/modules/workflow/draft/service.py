"""草稿: each user sees and changes only their own drafts; `/flwInstance/start` consumes one by id."""

from __future__ import annotations

import json

from sqlalchemy import delete, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.crud.context import Act
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.modules.workflow.draft.schemas import DraftDelete, DraftOut, DraftQuery, DraftSave
from sitesafe.modules.workflow.models import BpmDefinition, BpmDraft, BpmShortcut

MAX_VALUES_BYTES = 256 * 1024


def _names(act: Act, keys: set[str]) -> dict[str, str]:
    if not keys:
        return {}
    rows = act.db.execute(
        select(BpmDefinition.key, BpmDefinition.name)
        .where(BpmDefinition.key.in_(keys), live(BpmDefinition))
        .order_by(BpmDefinition.version)
    ).all()
    return {row.key: row.name for row in rows}


def _out(draft: BpmDraft, names: dict[str, str]) -> DraftOut:
    return DraftOut(
        id=draft.id,
        model_key=draft.model_key,
        shortcut_id=draft.shortcut_id,
        title=draft.title,
        name=names.get(draft.model_key),
        form_values=json.loads(draft.form_values or "{}"),
        create_time=draft.create_time,
        update_time=draft.update_time,
    )


def own(act: Act, draft_id: int) -> BpmDraft:
    """The caller's draft; another user's draft does not exist for them."""
    draft = act.db.get(BpmDraft, draft_id)
    if draft is None or draft.user_id != act.user.user_id:
        raise AppError(ErrorCode.WF_DRAFT_NOT_EXIST)
    return draft


def page(act: Act, query: DraftQuery, params: PageParams) -> PageResult[DraftOut]:
    conditions = [BpmDraft.user_id == act.user.user_id]
    if query.model_key:
        conditions.append(BpmDraft.model_key == query.model_key)
    if query.search_key:
        conditions.append(BpmDraft.title.contains(query.search_key.strip(), autoescape=True))
    stmt = select(BpmDraft).where(*conditions).order_by(BpmDraft.update_time.desc(), BpmDraft.id.desc())
    drafts = list(act.db.execute(stmt.offset(params.offset).limit(params.page_size + 1)).scalars())
    more = len(drafts) > params.page_size
    drafts = drafts[: params.page_size]
    if more or (not drafts and params.page_no > 1):
        total = len(act.db.execute(select(BpmDraft.id).where(*conditions)).all())
    else:
        total = params.offset + len(drafts)
    names = _names(act, {d.model_key for d in drafts})
    return page_result([_out(d, names) for d in drafts], total, params)


def detail(act: Act, draft_id: int) -> DraftOut:
    draft = own(act, draft_id)
    return _out(draft, _names(act, {draft.model_key}))


def _model_key(act: Act, body: DraftSave) -> str:
    """The process the draft belongs to: named directly or through a shortcut; it must be deployed."""
    key = body.model_key
    if body.shortcut_id is not None:
        shortcut = act.db.get(BpmShortcut, body.shortcut_id)
        if shortcut is None or shortcut.status == STATUS_DELETED:
            raise AppError(ErrorCode.PARAM_ERROR, message="快捷入口不存在")
        key = shortcut.model_key
    if not key:
        raise AppError(ErrorCode.PARAM_ERROR, message="请选择流程")
    if not _names(act, {key}):
        raise AppError(ErrorCode.PARAM_ERROR, message="流程不存在或未部署")
    return key


def save(act: Act, body: DraftSave) -> DraftOut:
    values = json.dumps(body.form_values, ensure_ascii=False)
    if len(values.encode()) > MAX_VALUES_BYTES:
        raise AppError(ErrorCode.PARAM_ERROR, message="表单数据过大")
    now = act.ctx.clock.now()
    key = _model_key(act, body)
    title = (body.title or "").strip() or None
    if body.id is not None:
        draft = own(act, body.id)
        draft.model_key, draft.shortcut_id = key, body.shortcut_id
        draft.title, draft.form_values, draft.update_time = title, values, now
    else:
        draft = BpmDraft(
            id=new_id(),
            user_id=act.user.user_id,
            model_key=key,
            shortcut_id=body.shortcut_id,
            title=title,
            form_values=values,
            create_time=now,
            update_time=now,
        )
        act.db.add(draft)
    act.commit()
    return _out(draft, _names(act, {key}))


def remove(act: Act, body: DraftDelete) -> None:
    ids = [*body.ids, *([body.id] if body.id is not None else [])]
    if not ids:
        raise AppError(ErrorCode.PARAM_ERROR, message="请选择草稿")
    for draft_id in ids:
        own(act, draft_id)
    act.db.execute(delete(BpmDraft).where(BpmDraft.id.in_(ids), BpmDraft.user_id == act.user.user_id))
    act.commit()
