"""表单设计: stored designs and the submissions of the forms they describe.

The design text passes the front end's import rules when it is saved; page and list rows leave it out
(it may be megabytes). `validate` and `submit` check values against the stored design with the port of
the front end's validation, so a form the browser accepts passes here and the reverse."""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import defer

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Like
from sitesafe.crud.repository import AnySelect
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.form.design import IMPORT_FAILED, import_design
from sitesafe.modules.form.files import uploaded_ids
from sitesafe.modules.form.js.values import ScriptError, parse_json
from sitesafe.modules.form.models import FormDesign, FormSubmission
from sitesafe.modules.form.schemas import (
    FormDesignAdd,
    FormDesignDetail,
    FormDesignEdit,
    FormDesignOut,
    FormDesignQuery,
    FormValuesBody,
)
from sitesafe.modules.form.validator import collect_values, validate_values
from sitesafe.modules.system.file import refs

FORM_DESIGN = Resource(
    name="formDesign",
    title="表单设计",
    model=FormDesign,
    out=FormDesignOut,
    add=FormDesignAdd,
    edit=FormDesignEdit,
    not_found=ErrorCode.FORM_DESIGN_NOT_EXIST,
    query=FormDesignQuery,
    filters=(Like("name"), Like("code")),
    sortable={"name": "name", "code": "code", "createTime": "create_time", "updateTime": "update_time"},
    default_order=("-id",),
    uniques=(Unique("code", ErrorCode.FORM_DESIGN_CODE_REPEAT),),
)
BAD_VALUES = "表单数据格式不正确"


def _refused(message: str, errors: list[Any]) -> AppError:
    return AppError(ErrorCode.PARAM_ERROR, message=message, data={"valid": False, "errors": errors})


class FormDesignService(CrudService):
    def base_select(self, act: Act) -> AnySelect:
        return super().base_select(act).options(defer(FormDesign.design))

    def detail_out(self, act: Act, row: FormDesign) -> BaseModel:
        return FormDesignDetail.model_validate(row)

    def checked(self, act: Act, body: FormValuesBody) -> tuple[FormDesign, dict[str, Any]]:
        """The stored design and the values, refused (1012001, the field messages) when they fail."""
        row: FormDesign = self.readable(act, body.id)
        try:
            design = import_design(parse_json(row.design))
            result = validate_values(design, body.values)
        except ValueError:  # saved designs pass the same checks: only a row changed behind our back
            raise AppError(ErrorCode.PARAM_ERROR, message=IMPORT_FAILED) from None
        except (ScriptError, RecursionError):  # values no browser could have produced or checked
            raise _refused(BAD_VALUES, []) from None
        if not result["valid"]:
            errors = result["errors"]
            raise _refused(",".join(e["message"] for e in errors), list(errors))
        return row, design

    def submit(self, act: Act, body: FormValuesBody) -> FormSubmission:
        """Stores the values the form would return (`getData()`), once they pass."""
        row, design = self.checked(act, body)
        try:
            collected = collect_values(design, body.values)
            values = json.dumps(collected, ensure_ascii=False, allow_nan=False)
        except (ValueError, RecursionError):
            raise _refused(BAD_VALUES, []) from None
        refs.require_readable(act, uploaded_ids(collected))
        submission = FormSubmission(id=new_id(), form_id=row.id, form_version=row.version, values=values)
        act.db.add(submission)
        act.commit()
        return submission


service = FormDesignService(FORM_DESIGN)
