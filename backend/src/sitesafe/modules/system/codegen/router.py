from __future__ import annotations

from typing import Annotated

from fastapi import Query
from fastapi.responses import Response

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.openapi import binary_response
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import ActDep
from sitesafe.crud.excel import content_disposition
from sitesafe.crud.router import crud_router
from sitesafe.modules.system.codegen.schemas import (
    CodeGenerateId,
    ConfigEdit,
    ConfigOut,
    ConfigQuery,
    FileContentOut,
    RunLocalOut,
    TableOut,
)
from sitesafe.modules.system.codegen.service import service

router = crud_router(service)
GenId = Annotated[IdStr, Query(title="主键")]


@router.get("/codeGenerate/InformationList", response_model=Envelope[list[TableOut]])
def code_generate_information_list(
    act: ActDep, database_id: Annotated[IdStr, Query(alias="databaseId", title="数据源")] = 0
) -> EnvelopeResponse:
    """数据库表列表"""
    return ok(service.tables(act, database_id))


@router.get("/codeGenerate/runFileContent", response_model=Envelope[list[FileContentOut]])
def code_generate_run_file_content(act: ActDep, id: GenId) -> EnvelopeResponse:
    """代码生成预览"""
    return ok(service.preview(act, id))


@router.get("/codeGenerate/runDown", responses=binary_response("application/zip", "生成的文件（zip）"))
def code_generate_run_down(act: ActDep, id: GenId) -> Response:
    """代码生成下载"""
    content, filename = service.download(act, id)
    headers = {"content-disposition": content_disposition(filename), "cache-control": "no-store"}
    return Response(content, media_type="application/zip", headers=headers)


@router.post("/codeGenerate/runLocal", response_model=Envelope[RunLocalOut])
def code_generate_run_local(act: ActDep, body: CodeGenerateId) -> EnvelopeResponse:
    """代码生成到本项目"""
    return ok(service.run_local(act, body.id))


@router.get("/sysCodeGenerateConfig/list", response_model=Envelope[list[ConfigOut]])
def sys_code_generate_config_list(act: ActDep, query: Annotated[ConfigQuery, Query()]) -> EnvelopeResponse:
    """代码生成详细配置列表"""
    return ok(service.config_list(act, query.code_gen_id))


@router.get("/sysCodeGenerateConfig/detail", response_model=Envelope[ConfigOut])
def sys_code_generate_config_detail(act: ActDep, id: GenId) -> EnvelopeResponse:
    """代码生成详细配置查看"""
    return ok(service.config_detail(act, id))


@router.post("/sysCodeGenerateConfig/edit", response_model=Envelope[None])
def sys_code_generate_config_edit(act: ActDep, body: ConfigEdit) -> EnvelopeResponse:
    """代码生成详细配置编辑"""
    service.config_edit(act, body)
    return ok(None)
