"""抄送: read-only copies of an instance for the people it was copied to."""

from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class CcQuery(CamelModel):
    search_key: str | None = Field(None, max_length=100, title="标题")
    read: bool | None = Field(None, title="已读")


class CcOut(CamelModel):
    id: IdStr
    instance_id: IdStr
    instance_title: str
    node_id: str | None = None
    node_name: str | None = None
    task_id: IdStr | None = None
    from_user_id: IdStr | None = None
    from_user_name: str | None = None
    read: bool = False
    read_time: DateTimeStr | None = None
    create_time: DateTimeStr
