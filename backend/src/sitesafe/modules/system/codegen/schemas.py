from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text

YesNo = Literal["Y", "N"]
Effect = Literal["input", "datepicker", "select", "radio", "checkbox", "inputnumber", "textarea"]
QueryType = Literal["eq", "like", "gt", "lt", "ge", "le", "ne", "isNotNull"]


class CodeGenerateOut(AuditOut):
    author_name: str
    class_name: str
    table_prefix: str
    generate_type: str
    database_id: IdStr
    database_name: str | None = None
    table_name: str
    package_name: str | None = None
    bus_name: str
    table_comment: str
    app_code: str
    menu_pid: IdStr


class CodeGenerateQuery(CamelModel):
    table_name: str | None = Field(None, max_length=100, title="表名称")
    bus_name: str | None = Field(None, max_length=50, title="业务名")


class CodeGenerateAdd(CamelModel):
    author_name: Text = Field(min_length=1, max_length=20, title="作者姓名")
    class_name: Text = Field(min_length=1, max_length=60, pattern=r"^[A-Z][A-Za-z0-9]*$", title="类名")
    table_prefix: YesNo = Field(title="是否移除表前缀")
    generate_type: Literal["1", "2"] = Field(title="生成方式")
    database_id: IdStr = Field(0, title="数据源")
    table_name: Text = Field(
        min_length=1, max_length=100, pattern=r"^[A-Za-z][A-Za-z0-9_]*$", title="数据库表名"
    )
    package_name: Text | None = Field(None, max_length=100, title="代码包名")
    bus_name: Text = Field(min_length=1, max_length=40, pattern=r"^[a-z][a-z0-9_]*$", title="业务名")
    table_comment: Text = Field(min_length=1, max_length=30, title="功能名")
    app_code: Text = Field(min_length=1, max_length=50, title="所属应用")
    menu_pid: IdStr = Field(0, title="菜单上级")


class CodeGenerateEdit(CodeGenerateAdd, EditBase):
    pass


class CodeGenerateId(CamelModel):
    id: IdStr = Field(title="主键")


class TableOut(CamelModel):
    table_name: str
    table_comment: str | None = None
    create_time: str | None = None
    update_time: str | None = None


class FileContentOut(CamelModel):
    file_name: str
    path: str
    language: str
    file_content: str


class RunLocalOut(CamelModel):
    files: list[str]


class ConfigOut(AuditOut):
    code_gen_id: IdStr
    sort: int
    column_name: str
    java_name: str
    column_comment: str | None = None
    java_type: str
    data_type: str
    kind: str
    nullable: str
    unique_flag: str
    effect_type: str
    dict_type_code: str | None = None
    whether_retract: str
    whether_required: str
    query_whether: str
    query_type: str
    whether_table: str
    whether_add_update: str
    column_key: str | None = None
    column_key_name: str
    whether_common: str


class ConfigQuery(CamelModel):
    code_gen_id: IdStr = Field(title="代码生成主表ID")


class ConfigItem(CamelModel):
    id: IdStr = Field(title="主键")
    column_comment: Text | None = Field(None, max_length=20, title="字段描述")
    effect_type: Effect = Field("input", title="作用类型")
    dict_type_code: Text | None = Field(None, max_length=50, title="字典code")
    whether_retract: YesNo = Field("N", title="列表是否缩进")
    whether_required: YesNo = Field("N", title="是否必填")
    query_whether: YesNo = Field("N", title="是否是查询条件")
    query_type: QueryType = Field("eq", title="查询方式")
    whether_table: YesNo = Field("Y", title="列表显示")
    whether_add_update: YesNo = Field("Y", title="增改")


class ConfigEdit(CamelModel):
    sys_code_generate_config_param_list: list[ConfigItem] = Field(
        min_length=1, max_length=500, title="代码生成详细配置"
    )
