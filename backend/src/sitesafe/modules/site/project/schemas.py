from __future__ import annotations

from sitesafe.core.schema import CamelModel, IdStr


class UserProject(CamelModel):
    id: IdStr
    name: str
