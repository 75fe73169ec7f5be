"""证书 (`personCert`) and 安全教育 (`personEducation`) of a site person: records of the person's project,
listed per person in the person's detail; dictionary values checked; certificates show days to expiry."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.person import lookups
from sitesafe.modules.site.person.models import PersonCert, PersonEducation, SitePerson
from sitesafe.modules.site.record.schemas import (
    CertAdd,
    CertEdit,
    CertOut,
    CertQuery,
    EducationAdd,
    EducationEdit,
    EducationOut,
    EducationQuery,
)
from sitesafe.modules.system.file.models import SysFileInfo


def _yes(value: Any) -> str:
    return "是" if value else "否"


CERT = Resource(
    name="personCert",
    title="人员证书",
    model=PersonCert,
    out=CertOut,
    add=CertAdd,
    edit=CertEdit,
    not_found=ErrorCode.CERT_NOT_EXIST,
    query=CertQuery,
    filters=(Eq("person_id"), Eq("cert_type"), Like("cert_no")),
    sortable={"validUntil": "valid_until", "issueDate": "issue_date", "createTime": "create_time"},
    default_order=("-id",),
    uniques=(Unique("cert_no", ErrorCode.CERT_NO_REPEAT, within=("project_id", "cert_type")),),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("姓名", "person_name", 12),
        ExcelColumn("证书类型", "cert_type_name", 26),
        ExcelColumn("证书编号", "cert_no", 22),
        ExcelColumn("操作类别", "category", 16),
        ExcelColumn("发证机关", "authority", 22),
        ExcelColumn("发证日期", "issue_date", 12),
        ExcelColumn("有效期至", "valid_until", 12),
    ),
    tags=("人员证书",),
)
EDUCATION = Resource(
    name="personEducation",
    title="安全教育",
    model=PersonEducation,
    out=EducationOut,
    add=EducationAdd,
    edit=EducationEdit,
    not_found=ErrorCode.EDUCATION_NOT_EXIST,
    query=EducationQuery,
    filters=(Eq("person_id"), Eq("kind"), Eq("passed")),
    sortable={"eduDate": "edu_date", "createTime": "create_time"},
    default_order=("-edu_date", "-id"),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("姓名", "person_name", 12),
        ExcelColumn("教育类型", "kind_name", 12),
        ExcelColumn("教育日期", "edu_date", 12),
        ExcelColumn("学时", "hours", 8),
        ExcelColumn("教育内容", "content", 40),
        ExcelColumn("授课人", "trainer", 12),
        ExcelColumn("考核成绩", "score", 10),
        ExcelColumn("是否合格", "passed", 10, _yes),
    ),
    tags=("安全教育",),
)


class RecordService(CrudService):
    """A record of one person; `dict_field`/`dict_code` name the dictionary its type comes from."""

    dict_field: str
    dict_code: str
    dict_title: str

    def extra(self, act: Act, row: Any) -> dict[str, Any]:
        return {}

    def outs(self, act: Act, records: Sequence[Any]) -> list[BaseModel]:
        people = lookups.names(act.db, SitePerson, (r.person_id for r in records))
        labels = lookups.dict_labels(act.db, self.dict_code)
        out: list[BaseModel] = []
        for r in records:
            columns = {c.key: getattr(r, c.key) for c in type(r).__table__.c}
            values = {
                **columns,
                "person_name": people.get(r.person_id),
                f"{self.dict_field}_name": labels.get(getattr(r, self.dict_field)),
                **self.extra(act, r),
            }
            out.append(self.resource.out.model_validate(values))
        return out

    def check(self, act: Act, row: Any, action: str) -> None:
        lookups.require_person(act.db, row.person_id, row.project_id)
        lookups.require_dict(
            act.db, self.dict_code, getattr(row, self.dict_field), self.dict_field, self.dict_title
        )


class CertService(RecordService):
    dict_field, dict_code, dict_title = "cert_type", "cert_type", "证书类型"

    def extra(self, act: Act, row: Any) -> dict[str, Any]:
        if row.valid_until is None:
            return {}
        return {"days_left": (row.valid_until - act.memo.setdefault("today", lookups.today(act.ctx))).days}

    def check(self, act: Act, row: Any, action: str) -> None:
        super().check(act, row, action)
        if row.file_id is not None and act.db.get(SysFileInfo, row.file_id) is None:
            raise FieldError(ErrorCode.FILE_NOT_EXIST, "file_id")


class EducationService(RecordService):
    dict_field, dict_code, dict_title = "kind", "education_type", "教育类型"

    def check(self, act: Act, row: Any, action: str) -> None:
        super().check(act, row, action)
        if row.edu_date > lookups.today(act.ctx):
            raise AppError(ErrorCode.PARAM_ERROR, message="教育日期不能晚于今天")


cert_service = CertService(CERT)
education_service = EducationService(EDUCATION)
