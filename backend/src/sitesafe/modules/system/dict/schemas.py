from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr


class DictTreeNode(CamelModel):
    """Type nodes carry the type's code/name; data nodes carry the data code and its label as `name`."""

    id: IdStr
    pid: IdStr
    code: str
    name: str
    children: list[DictTreeNode] = Field(default_factory=list)


class DictOption(CamelModel):
    code: str
    value: str
