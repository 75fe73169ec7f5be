"""代码生成: a generation per source table. Adding (or editing) one reads the table's columns from the
data source's catalogue into per-column options (kept for columns already there); the options decide
the generated resource (spec.py), which is previewed, zipped or written into this project."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from pydantic import BaseModel
from pydantic.alias_generators import to_camel
from sqlalchemy import delete, select

from sitesafe.core.db import Base
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules import gen as generated
from sitesafe.modules.system.app.models import SysApp
from sitesafe.modules.system.codegen import catalogue, generate
from sitesafe.modules.system.codegen.kinds import (
    COMMON_COLUMNS,
    INT_BOUNDS,
    attribute,
    describe,
    is_text,
    valid_column_name,
)
from sitesafe.modules.system.codegen.models import SysCodeGenerate, SysCodeGenerateConfig
from sitesafe.modules.system.codegen.schemas import (
    CodeGenerateAdd,
    CodeGenerateEdit,
    CodeGenerateOut,
    CodeGenerateQuery,
    ConfigEdit,
    ConfigOut,
    FileContentOut,
    RunLocalOut,
    TableOut,
)
from sitesafe.modules.system.codegen.spec import Spec, api_name, build
from sitesafe.modules.system.database_info.models import SysDatabaseInfo
from sitesafe.modules.system.database_info.service import OWN_ID, OWN_NAME
from sitesafe.modules.system.dict.models import SysDictType
from sitesafe.modules.system.menu.admin_service import endpoint_codes
from sitesafe.modules.system.menu.models import SysMenu

CODE_GENERATE = Resource(
    name="codeGenerate",
    title="代码生成配置",
    model=SysCodeGenerate,
    out=CodeGenerateOut,
    add=CodeGenerateAdd,
    edit=CodeGenerateEdit,
    not_found=ErrorCode.CODEGEN_NOT_EXIST,
    query=CodeGenerateQuery,
    filters=(Like("table_name"), Like("bus_name")),
    sortable={"tableName": "table_name", "busName": "bus_name", "createTime": "create_time"},
    default_order=("-create_time", "-id"),
    uniques=(Unique("bus_name", ErrorCode.CODEGEN_BUS_NAME_REPEAT),),
    actions=frozenset({"page", "detail", "add", "edit", "delete"}),
)
QUERIED_TEXT_LIMIT = 2  # new configs search the first two short text columns


class CodeGenerateService(CrudService):
    # ----- reading -------------------------------------------------------------------------------

    def outs(self, act: Act, rows: Sequence[SysCodeGenerate]) -> list[BaseModel]:
        ids = {r.database_id for r in rows} - {OWN_ID}
        query = select(SysDatabaseInfo.id, SysDatabaseInfo.name).where(SysDatabaseInfo.id.in_(ids))
        names: dict[int, str] = {row.id: row.name for row in act.db.execute(query)}
        names[OWN_ID] = OWN_NAME
        return [
            CodeGenerateOut.model_validate(r).model_copy(update={"database_name": names.get(r.database_id)})
            for r in rows
        ]

    # ----- writing -------------------------------------------------------------------------------

    def check(self, act: Act, row: SysCodeGenerate, action: str) -> None:
        prefix = api_name(row.class_name)
        own = _generated_resource(row.bus_name)
        taken = {code.split(":")[0] for code in endpoint_codes(act)}
        if prefix in taken and own != prefix:
            raise AppError(ErrorCode.CODEGEN_NAME_TAKEN, prefix=prefix)
        mapped = row.database_id == OWN_ID and row.table_name in Base.metadata.tables
        if mapped and _generated_table(row.bus_name) != row.table_name:
            raise AppError(ErrorCode.CODEGEN_TABLE_TAKEN, table=row.table_name)
        if row.database_id != OWN_ID and act.db.get(SysDatabaseInfo, row.database_id) is None:
            raise AppError(ErrorCode.DATABASE_INFO_NOT_EXIST)
        app = select(SysApp.id).where(SysApp.code == row.app_code, live(SysApp))
        if act.db.execute(app.limit(1)).first() is None:
            raise AppError(ErrorCode.CODEGEN_APP_NOT_EXIST, code=row.app_code)

    def after_add(self, act: Act, body: Any, row: SysCodeGenerate) -> None:
        self._sync_columns(act, row)

    def after_edit(self, act: Act, body: Any, row: SysCodeGenerate) -> None:
        self._sync_columns(act, row)

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        act.db.execute(delete(SysCodeGenerateConfig).where(SysCodeGenerateConfig.code_gen_id.in_(ids)))

    def _sync_columns(self, act: Act, row: SysCodeGenerate) -> None:
        """Reads the table's columns; options already set for a column of the same name are kept."""
        with catalogue.source(act, row.database_id) as connection:
            columns = catalogue.columns(connection, row.table_name)
        key = next((c for c in columns if c.name == "id"), None)
        if key is None or not key.primary or key.kind not in INT_BOUNDS:
            raise AppError(ErrorCode.CODEGEN_TABLE_NOT_PRI)
        for column in columns:
            if not valid_column_name(column.name):
                raise AppError(ErrorCode.CODEGEN_COLUMN_NAME, column=column.name)
            if column.kind is None and not column.nullable and not column.has_default:
                raise AppError(ErrorCode.CODEGEN_COLUMN_UNFILLABLE, column=column.name, type=column.data_type)
        stored = {c.column_name: c for c in self.configs_of(act, row.id)}
        queried = 0
        for sort, column in enumerate(columns):
            config = stored.pop(column.name, None)
            common = column.name in COMMON_COLUMNS
            kind = column.kind or "-"
            if config is None:
                short_text = column.kind is not None and is_text(column.kind) and column.kind != "text"
                search = not common and short_text and queried < QUERIED_TEXT_LIMIT
                queried += search
                usable = not common and column.kind is not None
                config = SysCodeGenerateConfig(
                    id=new_id(),
                    code_gen_id=row.id,
                    column_name=column.name,
                    column_comment=(column.comment or "")[:20] or None,
                    whether_retract="N",
                    whether_required="Y" if usable and not column.nullable else "N",
                    query_whether="Y" if search else "N",
                    query_type="like" if search else "eq",
                    whether_table="Y" if usable else "N",
                    whether_add_update="Y" if usable else "N",
                    dict_type_code=None,
                    effect_type=describe(kind).effect if column.kind else "input",
                )
                act.db.add(config)
            config.sort = sort
            config.java_name = _wire(column.name)
            config.column_key_name = config.java_name[:1].upper() + config.java_name[1:]
            config.java_type = describe(kind).java_type if column.kind else "Object"
            config.data_type = column.data_type
            config.kind = kind
            config.nullable = "Y" if column.nullable else "N"
            config.unique_flag = "Y" if column.unique else "N"
            config.column_key = "PRI" if column.primary else None
            config.whether_common = "Y" if common else "N"
        for gone in stored.values():
            act.db.delete(gone)
        act.db.flush()

    # ----- the catalogue -------------------------------------------------------------------------

    def tables(self, act: Act, database_id: int) -> list[TableOut]:
        with catalogue.source(act, database_id) as connection:
            found = catalogue.tables(connection)
        return [TableOut(table_name=t.table_name, table_comment=t.table_comment) for t in found]

    # ----- per-column options ----------------------------------------------------------------------

    def configs_of(self, act: Act, code_gen_id: int) -> list[SysCodeGenerateConfig]:
        query = select(SysCodeGenerateConfig).where(SysCodeGenerateConfig.code_gen_id == code_gen_id)
        return list(act.db.execute(query.order_by(SysCodeGenerateConfig.sort)).scalars())

    def config_list(self, act: Act, code_gen_id: int) -> list[ConfigOut]:
        self.readable(act, code_gen_id)
        return [ConfigOut.model_validate(c) for c in self.configs_of(act, code_gen_id)]

    def config_detail(self, act: Act, config_id: int) -> ConfigOut:
        config = act.db.get(SysCodeGenerateConfig, config_id)
        if config is None:
            raise AppError(ErrorCode.CODEGEN_CONFIG_NOT_EXIST)
        self.readable(act, config.code_gen_id)
        return ConfigOut.model_validate(config)

    def config_edit(self, act: Act, body: ConfigEdit) -> None:
        """All rows in one transaction. A NOT NULL column stays in the form and required; the
        columns the machinery owns (id, audit, version, status) keep their options."""
        items = body.sys_code_generate_config_param_list
        rows = {
            c.id: c
            for c in act.db.scalars(
                select(SysCodeGenerateConfig).where(SysCodeGenerateConfig.id.in_([i.id for i in items]))
            )
        }
        for gen_id in {r.code_gen_id for r in rows.values()}:
            self.writable(act, gen_id, "edit")
        codes = {i.dict_type_code for i in items if i.dict_type_code}
        known = set(
            act.db.scalars(select(SysDictType.code).where(SysDictType.code.in_(codes), live(SysDictType)))
        )
        for code in sorted(codes - known):
            raise AppError(ErrorCode.CODEGEN_DICT_NOT_EXIST, code=code)
        for item in items:
            config = rows.get(item.id)
            if config is None:
                raise AppError(ErrorCode.CODEGEN_CONFIG_NOT_EXIST)
            config.column_comment = item.column_comment
            if config.whether_common == "Y" or config.kind == "-":
                continue
            not_null = config.nullable == "N"
            config.effect_type = item.effect_type
            config.dict_type_code = item.dict_type_code
            config.whether_retract = item.whether_retract
            config.whether_add_update = "Y" if not_null else item.whether_add_update
            config.whether_required = "Y" if not_null else item.whether_required
            config.query_whether = item.query_whether
            config.query_type = item.query_type
            config.whether_table = item.whether_table
        act.commit()

    # ----- generating ------------------------------------------------------------------------------

    def spec(self, act: Act, gen_id: int) -> Spec:
        row = self.readable(act, gen_id)
        parent = act.db.get(SysMenu, row.menu_pid) if row.menu_pid else None
        root = generate.source_root(act.ctx.settings.CODEGEN_ROOT)
        spec = build(
            row,
            self.configs_of(act, row.id),
            parent_code=parent.code if parent is not None and parent.status != 2 else None,
            down_revision=generate.migration_head(root, f"gen_{row.bus_name}"),
            created=date.today().isoformat(),
        )
        if not spec.form:
            raise AppError(ErrorCode.CODEGEN_NO_FIELDS)
        if spec.key.kind == "bool":
            raise AppError(ErrorCode.CODEGEN_ONLY_SWITCHES)
        return spec

    def preview(self, act: Act, gen_id: int) -> list[FileContentOut]:
        return [
            FileContentOut(file_name=f.file_name, path=f.path, language=f.language, file_content=f.content)
            for f in generate.files(self.spec(act, gen_id))
        ]

    def download(self, act: Act, gen_id: int) -> tuple[bytes, str]:
        spec = self.spec(act, gen_id)
        return generate.zip_bytes(generate.files(spec)), f"{spec.bus}.zip"

    def run_local(self, act: Act, gen_id: int) -> RunLocalOut:
        spec = self.spec(act, gen_id)
        settings = act.ctx.settings
        written = generate.write(
            generate.source_root(settings.CODEGEN_ROOT),
            generate.files(spec),
            production=settings.ENV == "production",
        )
        return RunLocalOut(files=written)


def _wire(column: str) -> str:
    return to_camel(attribute(column))


def _generated_resource(bus: str) -> str | None:
    """The API prefix of the generated package `bus`, when it is part of this running console."""
    module = generated.loaded(bus, "service")
    resource = getattr(getattr(module, "service", None), "resource", None)
    return getattr(resource, "name", None)


def _generated_table(bus: str) -> str | None:
    module = generated.loaded(bus, "models")
    tables = [getattr(v, "__tablename__", None) for v in vars(module).values()] if module else []
    return next((t for t in tables if isinstance(t, str)), None)


service = CodeGenerateService(CODE_GENERATE)
