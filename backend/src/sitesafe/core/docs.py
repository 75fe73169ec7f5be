"""OpenAPI document and Swagger UI at `/api/docs`, with the UI assets served locally (no CDN)."""

from __future__ import annotations

from pathlib import Path

import fastapi_offline
from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from sitesafe.core.openapi import install_openapi
from sitesafe.core.secheaders import policy_for_html

DOCS_PATH = "/api/docs"
OPENAPI_PATH = "/api/openapi.json"
ASSETS_PATH = "/api/docs/assets"
_ASSETS_DIR = Path(fastapi_offline.__file__).parent / "static"


def install_docs(app: FastAPI) -> None:
    install_openapi(app)

    async def openapi_json(_request: Request) -> Response:
        return JSONResponse(app.openapi())

    async def swagger_ui(_request: Request) -> Response:
        page: HTMLResponse = get_swagger_ui_html(
            openapi_url=OPENAPI_PATH,
            title=f"{app.title} - 接口文档",
            swagger_js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS_PATH}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS_PATH}/favicon.png",
        )
        # The page starts Swagger UI with an inline script: allow that one script by its hash.
        page.headers["content-security-policy"] = policy_for_html(bytes(page.body).decode())
        return page

    app.router.routes.extend(
        [
            Route(OPENAPI_PATH, openapi_json, methods=["GET"], include_in_schema=False),
            Route(DOCS_PATH, swagger_ui, methods=["GET"], include_in_schema=False),
            Mount(ASSETS_PATH, app=StaticFiles(directory=_ASSETS_DIR), name="docs-assets"),
        ]
    )
