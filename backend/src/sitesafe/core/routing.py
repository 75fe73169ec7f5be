"""The route class all module routers use: a route's one-line docstring becomes its OpenAPI summary
(also the operation log's name)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter
from fastapi.routing import APIRoute


class SiteRoute(APIRoute):
    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        doc = inspect.getdoc(endpoint)
        if doc and kwargs.get("summary") is None:
            first, _, rest = doc.partition("\n")
            kwargs["summary"] = first.strip()
            if kwargs.get("description") is None:
                kwargs["description"] = rest.strip()
        super().__init__(path, endpoint, **kwargs)


def make_router(**kwargs: Any) -> APIRouter:
    return APIRouter(route_class=SiteRoute, **kwargs)
