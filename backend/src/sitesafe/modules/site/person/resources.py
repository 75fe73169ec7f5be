"""The three resources over `site_person`: 人员 (`person`), 工人 (`worker`) and 班组人员 (`teamPerson`,
always within one team, with the Excel import of a team's workers)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from sitesafe.core.errors import ErrorCode
from sitesafe.crud.batch import ImportBatch
from sitesafe.crud.context import Act
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import FieldError
from sitesafe.modules.site.person import lookups
from sitesafe.modules.site.person.models import KIND_STAFF, KIND_WORKER, SitePerson
from sitesafe.modules.site.person.schemas import (
    PersonAdd,
    PersonEdit,
    PersonOut,
    PersonQuery,
    TeamPersonAdd,
    TeamPersonEdit,
    TeamPersonQuery,
    WorkerImport,
)
from sitesafe.modules.site.person.service import PEOPLE_FILTERS, PeopleService

GENDER = {1: "男", 2: "女"}
IMPORT_TEAM = "import_team"


def _yes(value: Any) -> str:
    return "是" if value else "否"


def _columns(*middle: ExcelColumn) -> tuple[ExcelColumn, ...]:
    return (
        ExcelColumn("姓名", "name", 12),
        ExcelColumn("身份证号", "id_no", 22),  # masked, as on the screen
        ExcelColumn("性别", "gender", 6, lambda v: GENDER.get(v, "")),
        ExcelColumn("出生日期", "birth_date", 12),
        ExcelColumn("民族", "nation", 8),
        ExcelColumn("手机号", "phone", 14),
        ExcelColumn("所属单位", "enterprise_name", 28),
        *middle,
        ExcelColumn("进场日期", "entry_date", 12),
        ExcelColumn("退场日期", "exit_date", 12),
        ExcelColumn("黑名单", "blacklisted", 8, _yes),
        ExcelColumn("备注", "remark", 24),
    )


SORTABLE = {"name": "name", "entryDate": "entry_date", "createTime": "create_time"}
TRANSFER = frozenset({"page", "detail", "add", "edit", "delete", "export"})

PERSON = Resource(
    name="person",
    title="人员",
    model=SitePerson,
    out=PersonOut,
    add=PersonAdd,
    edit=PersonEdit,
    not_found=ErrorCode.PERSON_NOT_EXIST,
    query=PersonQuery,
    filters=PEOPLE_FILTERS,
    sortable=SORTABLE,
    default_order=("-id",),
    actions=TRANSFER,
    export_columns=_columns(ExcelColumn("岗位", "post", 12)),
    tags=("人员",),
)
WORKER = Resource(
    name="worker",
    title="工人",
    model=SitePerson,
    out=PersonOut,
    add=PersonAdd,
    edit=PersonEdit,
    not_found=ErrorCode.WORKER_NOT_EXIST,
    query=PersonQuery,
    filters=PEOPLE_FILTERS,
    sortable=SORTABLE,
    default_order=("-id",),
    actions=TRANSFER,  # no unpaged list: a project may have 100,000 workers
    export_columns=_columns(
        ExcelColumn("班组", "team_name", 14),
        ExcelColumn("工种", "work_type_name", 10),
        ExcelColumn("班组长", "is_leader", 8, _yes),
    ),
    tags=("工人",),
)
TEAM_PERSON = Resource(
    name="teamPerson",
    title="班组人员",
    model=SitePerson,
    out=PersonOut,
    add=TeamPersonAdd,
    edit=TeamPersonEdit,
    not_found=ErrorCode.WORKER_NOT_EXIST,
    query=TeamPersonQuery,
    filters=PEOPLE_FILTERS,
    sortable=SORTABLE,
    default_order=("-is_leader", "-id"),
    actions=TRANSFER | {"template"},  # the import names its team: see router
    export_columns=WORKER.export_columns,
    import_row=WorkerImport,
    tags=("班组人员",),
)


class TeamPersonService(PeopleService):
    def import_body(self, act: Act, item: BaseModel, batch: ImportBatch) -> BaseModel:
        """A row of the file as a worker of the team being imported into; 工种 by its name or code."""
        values = item.model_dump(exclude_unset=True)
        work_type = values.get("work_type")
        if work_type:
            labels = lookups.dict_labels(act.db, "work_type")
            by_label = {label: code for code, label in labels.items()}
            code = work_type if work_type in labels else by_label.get(work_type)
            if code is None:
                what = ErrorCode.PERSON_DICT_INVALID.message.format(what="工种")
                raise FieldError(ErrorCode.PERSON_DICT_INVALID, "work_type", what)
            values["work_type"] = code
        return TeamPersonAdd.model_validate({**values, "team_id": act.memo[IMPORT_TEAM]})


person_service = PeopleService(PERSON, KIND_STAFF)
worker_service = PeopleService(WORKER, KIND_WORKER)
team_person_service = TeamPersonService(TEAM_PERSON, KIND_WORKER)
