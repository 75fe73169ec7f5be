"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-21 00:09:17.898319
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "project",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("address", sa.String(length=255), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_project")),
    )
    op.create_index(op.f("ix_project_code"), "project", ["code"], unique=False)
    op.create_table(
        "sys_app",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("active", sa.String(length=1), nullable=False),
        sa.Column("sort", sa.SmallInteger(), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_app")),
    )
    op.create_index(op.f("ix_sys_app_code"), "sys_app", ["code"], unique=False)
    op.create_table(
        "sys_config",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("value", sa.String(length=255), nullable=False),
        sa.Column("sys_flag", sa.String(length=1), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("group_code", sa.String(length=50), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_config")),
        sa.UniqueConstraint("code", name=op.f("uq_sys_config_code")),
    )
    op.create_table(
        "sys_data_version",
        sa.Column("key", sa.String(length=50), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_sys_data_version")),
    )
    op.create_table(
        "sys_dict_type",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_dict_type")),
    )
    op.create_index(op.f("ix_sys_dict_type_code"), "sys_dict_type", ["code"], unique=False)
    op.create_table(
        "sys_file_info",
        sa.Column("file_location", sa.SmallInteger(), nullable=False),
        sa.Column("file_bucket", sa.String(length=1000), nullable=False),
        sa.Column("file_origin_name", sa.String(length=255), nullable=False),
        sa.Column("file_suffix", sa.String(length=50), nullable=False),
        sa.Column("file_size_kb", sa.BigInteger(), nullable=False),
        sa.Column("file_size_info", sa.String(length=100), nullable=False),
        sa.Column("file_object_name", sa.String(length=100), nullable=False),
        sa.Column("file_path", sa.String(length=1000), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_file_info")),
    )
    op.create_table(
        "sys_login_attempt",
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("key", sa.String(length=128), nullable=False),
        sa.Column("fail_count", sa.Integer(), nullable=False),
        sa.Column("first_fail_time", sa.DateTime(), nullable=True),
        sa.Column("locked_until", sa.DateTime(), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_login_attempt")),
        sa.UniqueConstraint("kind", "key", name=op.f("uq_sys_login_attempt_kind_key")),
    )
    op.create_table(
        "sys_menu",
        sa.Column("pid", sa.BigInteger(), nullable=False),
        sa.Column("pids", sa.Text(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("type", sa.SmallInteger(), nullable=False),
        sa.Column("icon", sa.String(length=255), nullable=True),
        sa.Column("router", sa.String(length=255), nullable=True),
        sa.Column("component", sa.String(length=255), nullable=True),
        sa.Column("permission", sa.String(length=255), nullable=True),
        sa.Column("application", sa.String(length=50), nullable=False),
        sa.Column("open_type", sa.SmallInteger(), nullable=False),
        sa.Column("visible", sa.String(length=1), nullable=False),
        sa.Column("link", sa.String(length=255), nullable=True),
        sa.Column("redirect", sa.String(length=255), nullable=True),
        sa.Column("weight", sa.SmallInteger(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_menu")),
    )
    op.create_index("ix_sys_menu_application_status", "sys_menu", ["application", "status"], unique=False)
    op.create_index(op.f("ix_sys_menu_code"), "sys_menu", ["code"], unique=False)
    op.create_index(op.f("ix_sys_menu_pid"), "sys_menu", ["pid"], unique=False)
    op.create_table(
        "sys_op_log",
        sa.Column("name", sa.String(length=100), nullable=True),
        sa.Column("op_type", sa.SmallInteger(), nullable=False),
        sa.Column("success", sa.String(length=1), nullable=False),
        sa.Column("message", sa.Text(), nullable=True),
        sa.Column("ip", sa.String(length=64), nullable=True),
        sa.Column("location", sa.String(length=255), nullable=True),
        sa.Column("browser", sa.String(length=100), nullable=True),
        sa.Column("os", sa.String(length=100), nullable=True),
        sa.Column("url", sa.String(length=500), nullable=True),
        sa.Column("class_name", sa.String(length=500), nullable=True),
        sa.Column("method_name", sa.String(length=500), nullable=True),
        sa.Column("req_method", sa.String(length=10), nullable=True),
        sa.Column("param", sa.Text(), nullable=True),
        sa.Column("result", sa.Text(), nullable=True),
        sa.Column("op_time", sa.DateTime(), nullable=False),
        sa.Column("account", sa.String(length=50), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_op_log")),
    )
    op.create_index(op.f("ix_sys_op_log_op_time"), "sys_op_log", ["op_time"], unique=False)
    op.create_table(
        "sys_org",
        sa.Column("pid", sa.BigInteger(), nullable=False),
        sa.Column("pids", sa.Text(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_org")),
    )
    op.create_index(op.f("ix_sys_org_code"), "sys_org", ["code"], unique=False)
    op.create_index(op.f("ix_sys_org_pid"), "sys_org", ["pid"], unique=False)
    op.create_table(
        "sys_pos",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_pos")),
    )
    op.create_index(op.f("ix_sys_pos_code"), "sys_pos", ["code"], unique=False)
    op.create_table(
        "sys_role",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("data_scope_type", sa.SmallInteger(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_role")),
    )
    op.create_index(op.f("ix_sys_role_code"), "sys_role", ["code"], unique=False)
    op.create_table(
        "sys_session",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("account", sa.String(length=50), nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=False),
        sa.Column("last_access_time", sa.DateTime(), nullable=False),
        sa.Column("ip", sa.String(length=64), nullable=True),
        sa.Column("browser", sa.String(length=100), nullable=True),
        sa.Column("os", sa.String(length=100), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_session")),
    )
    op.create_index(
        op.f("ix_sys_session_last_access_time"), "sys_session", ["last_access_time"], unique=False
    )
    op.create_index(op.f("ix_sys_session_user_id"), "sys_session", ["user_id"], unique=False)
    op.create_table(
        "sys_sms",
        sa.Column("phone_numbers", sa.String(length=200), nullable=False),
        sa.Column("validate_code", sa.String(length=128), nullable=False),
        sa.Column("template_code", sa.String(length=50), nullable=True),
        sa.Column("biz_id", sa.String(length=100), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("source", sa.SmallInteger(), nullable=False),
        sa.Column("invalid_time", sa.DateTime(), nullable=False),
        sa.Column("fail_count", sa.Integer(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_sms")),
    )
    op.create_index(op.f("ix_sys_sms_phone_numbers"), "sys_sms", ["phone_numbers"], unique=False)
    op.create_table(
        "sys_user",
        sa.Column("account", sa.String(length=50), nullable=False),
        sa.Column("password", sa.String(length=255), nullable=False),
        sa.Column("nick_name", sa.String(length=50), nullable=True),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("avatar", sa.BigInteger(), nullable=True),
        sa.Column("birthday", sa.Date(), nullable=True),
        sa.Column("sex", sa.SmallInteger(), nullable=False),
        sa.Column("email", sa.String(length=100), nullable=True),
        sa.Column("phone", sa.String(length=20), nullable=True),
        sa.Column("tel", sa.String(length=30), nullable=True),
        sa.Column("last_login_ip", sa.String(length=64), nullable=True),
        sa.Column("last_login_time", sa.DateTime(), nullable=True),
        sa.Column("last_login_address", sa.String(length=255), nullable=True),
        sa.Column("last_login_browser", sa.String(length=100), nullable=True),
        sa.Column("last_login_os", sa.String(length=100), nullable=True),
        sa.Column("admin_type", sa.SmallInteger(), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_user")),
    )
    op.create_index(op.f("ix_sys_user_account"), "sys_user", ["account"], unique=False)
    op.create_index(op.f("ix_sys_user_phone"), "sys_user", ["phone"], unique=False)
    op.create_table(
        "sys_vis_log",
        sa.Column("name", sa.String(length=50), nullable=False),
        sa.Column("success", sa.String(length=1), nullable=False),
        sa.Column("message", sa.Text(), nullable=True),
        sa.Column("ip", sa.String(length=64), nullable=True),
        sa.Column("location", sa.String(length=255), nullable=True),
        sa.Column("browser", sa.String(length=100), nullable=True),
        sa.Column("os", sa.String(length=100), nullable=True),
        sa.Column("vis_type", sa.SmallInteger(), nullable=False),
        sa.Column("vis_time", sa.DateTime(), nullable=False),
        sa.Column("account", sa.String(length=50), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_vis_log")),
    )
    op.create_index(op.f("ix_sys_vis_log_vis_time"), "sys_vis_log", ["vis_time"], unique=False)
    op.create_table(
        "project_member",
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["project_id"],
            ["project.id"],
            name=op.f("fk_project_member_project_id_project"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["sys_user.id"], name=op.f("fk_project_member_user_id_sys_user"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_project_member")),
        sa.UniqueConstraint("project_id", "user_id", name=op.f("uq_project_member_project_id_user_id")),
    )
    op.create_index(op.f("ix_project_member_project_id"), "project_member", ["project_id"], unique=False)
    op.create_index(op.f("ix_project_member_user_id"), "project_member", ["user_id"], unique=False)
    op.create_table(
        "sys_dict_data",
        sa.Column("type_id", sa.BigInteger(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.ForeignKeyConstraint(
            ["type_id"],
            ["sys_dict_type.id"],
            name=op.f("fk_sys_dict_data_type_id_sys_dict_type"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_dict_data")),
    )
    op.create_index(op.f("ix_sys_dict_data_type_id"), "sys_dict_data", ["type_id"], unique=False)
    op.create_table(
        "sys_emp",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("job_num", sa.String(length=100), nullable=True),
        sa.Column("org_id", sa.BigInteger(), nullable=False),
        sa.Column("org_name", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(
            ["id"], ["sys_user.id"], name=op.f("fk_sys_emp_id_sys_user"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(["org_id"], ["sys_org.id"], name=op.f("fk_sys_emp_org_id_sys_org")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_emp")),
    )
    op.create_index(op.f("ix_sys_emp_org_id"), "sys_emp", ["org_id"], unique=False)
    op.create_table(
        "sys_role_data_scope",
        sa.Column("role_id", sa.BigInteger(), nullable=False),
        sa.Column("org_id", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["org_id"], ["sys_org.id"], name=op.f("fk_sys_role_data_scope_org_id_sys_org"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["role_id"],
            ["sys_role.id"],
            name=op.f("fk_sys_role_data_scope_role_id_sys_role"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_role_data_scope")),
        sa.UniqueConstraint("role_id", "org_id", name=op.f("uq_sys_role_data_scope_role_id_org_id")),
    )
    op.create_index(op.f("ix_sys_role_data_scope_org_id"), "sys_role_data_scope", ["org_id"], unique=False)
    op.create_index(op.f("ix_sys_role_data_scope_role_id"), "sys_role_data_scope", ["role_id"], unique=False)
    op.create_table(
        "sys_role_menu",
        sa.Column("role_id", sa.BigInteger(), nullable=False),
        sa.Column("menu_id", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["menu_id"], ["sys_menu.id"], name=op.f("fk_sys_role_menu_menu_id_sys_menu"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["role_id"], ["sys_role.id"], name=op.f("fk_sys_role_menu_role_id_sys_role"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_role_menu")),
        sa.UniqueConstraint("role_id", "menu_id", name=op.f("uq_sys_role_menu_role_id_menu_id")),
    )
    op.create_index(op.f("ix_sys_role_menu_menu_id"), "sys_role_menu", ["menu_id"], unique=False)
    op.create_index(op.f("ix_sys_role_menu_role_id"), "sys_role_menu", ["role_id"], unique=False)
    op.create_table(
        "sys_user_data_scope",
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("org_id", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["org_id"], ["sys_org.id"], name=op.f("fk_sys_user_data_scope_org_id_sys_org"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["sys_user.id"],
            name=op.f("fk_sys_user_data_scope_user_id_sys_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_user_data_scope")),
        sa.UniqueConstraint("user_id", "org_id", name=op.f("uq_sys_user_data_scope_user_id_org_id")),
    )
    op.create_index(op.f("ix_sys_user_data_scope_org_id"), "sys_user_data_scope", ["org_id"], unique=False)
    op.create_index(op.f("ix_sys_user_data_scope_user_id"), "sys_user_data_scope", ["user_id"], unique=False)
    op.create_table(
        "sys_user_pref",
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["sys_user.id"], name=op.f("fk_sys_user_pref_user_id_sys_user"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_sys_user_pref")),
    )
    op.create_table(
        "sys_user_role",
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("role_id", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["role_id"], ["sys_role.id"], name=op.f("fk_sys_user_role_role_id_sys_role"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["sys_user.id"], name=op.f("fk_sys_user_role_user_id_sys_user"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_user_role")),
        sa.UniqueConstraint("user_id", "role_id", name=op.f("uq_sys_user_role_user_id_role_id")),
    )
    op.create_index(op.f("ix_sys_user_role_role_id"), "sys_user_role", ["role_id"], unique=False)
    op.create_index(op.f("ix_sys_user_role_user_id"), "sys_user_role", ["user_id"], unique=False)
    op.create_table(
        "sys_emp_ext_org_pos",
        sa.Column("emp_id", sa.BigInteger(), nullable=False),
        sa.Column("org_id", sa.BigInteger(), nullable=False),
        sa.Column("pos_id", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["emp_id"], ["sys_emp.id"], name=op.f("fk_sys_emp_ext_org_pos_emp_id_sys_emp"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["org_id"], ["sys_org.id"], name=op.f("fk_sys_emp_ext_org_pos_org_id_sys_org"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["pos_id"], ["sys_pos.id"], name=op.f("fk_sys_emp_ext_org_pos_pos_id_sys_pos"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_emp_ext_org_pos")),
    )
    op.create_index(op.f("ix_sys_emp_ext_org_pos_emp_id"), "sys_emp_ext_org_pos", ["emp_id"], unique=False)
    op.create_index(op.f("ix_sys_emp_ext_org_pos_org_id"), "sys_emp_ext_org_pos", ["org_id"], unique=False)
    op.create_index(op.f("ix_sys_emp_ext_org_pos_pos_id"), "sys_emp_ext_org_pos", ["pos_id"], unique=False)
    op.create_table(
        "sys_emp_pos",
        sa.Column("emp_id", sa.BigInteger(), nullable=False),
        sa.Column("pos_id", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["emp_id"], ["sys_emp.id"], name=op.f("fk_sys_emp_pos_emp_id_sys_emp"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["pos_id"], ["sys_pos.id"], name=op.f("fk_sys_emp_pos_pos_id_sys_pos"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_emp_pos")),
    )
    op.create_index(op.f("ix_sys_emp_pos_emp_id"), "sys_emp_pos", ["emp_id"], unique=False)
    op.create_index(op.f("ix_sys_emp_pos_pos_id"), "sys_emp_pos", ["pos_id"], unique=False)
    op.bulk_insert(
        sa.table("sys_data_version", sa.column("key", sa.String), sa.column("version", sa.BigInteger)),
        [{"key": "principal", "version": 1}],
    )


def downgrade() -> None:
    bind = op.get_bind()
    metadata = sa.MetaData()
    metadata.reflect(bind)
    for table in reversed(metadata.sorted_tables):  # children before parents
        if table.name != "alembic_version":
            table.drop(bind)
