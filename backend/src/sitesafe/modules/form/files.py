"""Files uploaded into a form travel in its submission, as the `uid` of an upload field's items (stored
as JSON: `"uid": "<file id>"`). The submitter may read them; a submission may only carry files its
submitter may read."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from sitesafe.core.schema import parse_id
from sitesafe.crud.context import Act
from sitesafe.modules.form.models import FormSubmission
from sitesafe.modules.system.file import refs


def uid_marker(file_id: int) -> str:
    return f'"uid": "{file_id}"'


def uploaded_ids(value: Any) -> Iterator[int]:
    """File ids of the upload items anywhere in submitted values (batch rows included)."""
    if isinstance(value, dict):
        uid = value.get("uid")
        if isinstance(uid, str) and (file_id := parse_id(uid)) is not None:
            yield file_id
        for item in value.values():
            yield from uploaded_ids(item)
    elif isinstance(value, list):
        for item in value:
            yield from uploaded_ids(item)


def _submitter(act: Act, row: Any) -> bool:
    return bool(row.create_user == act.user.user_id)


refs.declare(FormSubmission.values, readable=_submitter, contains=uid_marker)
