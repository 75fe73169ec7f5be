"""The workflow tables. The engine only keeps the token position (`bpm_instance.engine_state`); people,
forms, to-dos and history are rows here (see docs/workflow.md).

JSON is stored as text like elsewhere in the product. Status columns of design-time resources follow the
CRUD convention (0 normal, 1 disabled, 2 deleted); runtime states are words."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    Index,
    Integer,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin

# bpm_instance.status
INSTANCE_RUNNING = "running"
INSTANCE_APPROVED = "approved"
INSTANCE_REJECTED = "rejected"
INSTANCE_TERMINATED = "terminated"
INSTANCE_WITHDRAWN = "withdrawn"
# bpm_task.status
TASK_TODO = "todo"
TASK_DONE = "done"
TASK_CANCELLED = "cancelled"
TASK_REMOVED = "removed"
TASK_WAITING = "waiting"  # an after-signer's row (后加签) before the assignee has decided


class BpmCategory(IdMixin, AuditMixin, VersionMixin, Base):
    """流程分类."""

    __tablename__ = "bpm_category"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class BpmForm(IdMixin, AuditMixin, VersionMixin, Base):
    """流程表单: a form designer design (JSON). A deploy freezes a copy into the definition."""

    __tablename__ = "bpm_form"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    category_id: Mapped[int | None] = mapped_column(BigInteger)
    design: Mapped[str] = mapped_column(Text)
    remark: Mapped[str | None] = mapped_column(String(255))
    sort: Mapped[int] = mapped_column(Integer, default=100)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class BpmModel(IdMixin, AuditMixin, VersionMixin, Base):
    """流程模型: the editable diagram. `key` is the process key every deployed version shares."""

    __tablename__ = "bpm_model"

    key: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(100))
    category_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    form_id: Mapped[int | None] = mapped_column(BigInteger)
    bpmn_xml: Mapped[str | None] = mapped_column(Text)
    icon: Mapped[str | None] = mapped_column(String(100))
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    deployed_version: Mapped[int | None] = mapped_column(Integer)  # newest deployed definition version
    deploy_time: Mapped[datetime | None] = mapped_column(DateTime)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class BpmDefinition(IdMixin, Base):
    """流程定义: one deployed version, immutable (suspension and deletion aside).

    `spec_json` is Spiff's serialized spec; `node_config` {bpmnId: nodeConfig}; `flow_index`
    {"src>tgt": flowId}; `process_config` {formId, titleTemplate, allowWithdraw}; `form_snapshot` the
    bound form's design as deployed."""

    __tablename__ = "bpm_definition"
    __table_args__ = (UniqueConstraint("key", "version"),)

    model_id: Mapped[int] = mapped_column(BigInteger, index=True)
    key: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(100))
    category_id: Mapped[int | None] = mapped_column(BigInteger)
    version: Mapped[int] = mapped_column(Integer)
    bpmn_xml: Mapped[str] = mapped_column(Text)
    spec_json: Mapped[str] = mapped_column(Text)
    node_config: Mapped[str] = mapped_column(Text, default="{}")
    flow_index: Mapped[str] = mapped_column(Text, default="{}")
    process_config: Mapped[str] = mapped_column(Text, default="{}")
    form_id: Mapped[int | None] = mapped_column(BigInteger)
    form_version: Mapped[int | None] = mapped_column(Integer)
    form_snapshot: Mapped[str | None] = mapped_column(Text)
    suspended: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    status: Mapped[int] = mapped_column(SmallInteger, default=0)  # 2 = deleted
    deploy_time: Mapped[datetime] = mapped_column(DateTime)
    deploy_user: Mapped[int | None] = mapped_column(BigInteger)
    update_time: Mapped[datetime | None] = mapped_column(DateTime)
    update_user: Mapped[int | None] = mapped_column(BigInteger)


class BpmScript(IdMixin, AuditMixin, VersionMixin, Base):
    """流程脚本: a safe expression (`engine/expressions.py`), a condition or a listener."""

    __tablename__ = "bpm_script"

    name: Mapped[str] = mapped_column(String(100))
    type: Mapped[str] = mapped_column(String(16))  # condition | listener
    content: Mapped[str] = mapped_column(Text)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class BpmShortcut(IdMixin, AuditMixin, VersionMixin, Base):
    """快捷入口: a card that starts the newest active definition of `model_key`.

    `scope` JSON {type: all|user|role|org, ids: [...]} says who may start it."""

    __tablename__ = "bpm_shortcut"

    name: Mapped[str] = mapped_column(String(100))
    model_key: Mapped[str] = mapped_column(String(64), index=True)
    category_id: Mapped[int | None] = mapped_column(BigInteger)
    icon: Mapped[str | None] = mapped_column(String(100))
    color: Mapped[str | None] = mapped_column(String(20))
    scope: Mapped[str] = mapped_column(Text, default='{"type": "all", "ids": []}')
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class BpmInstance(IdMixin, Base):
    """流程实例. `engine_state` is the Spiff workflow state (no spec); `rev` moves with every engine save
    (optimistic concurrency); `current_nodes` the active node names, for lists."""

    __tablename__ = "bpm_instance"
    __table_args__ = (
        Index("ix_bpm_instance_initiator_time", "initiator_id", "start_time"),
        Index("ix_bpm_instance_status_time", "status", "start_time"),
        Index("ix_bpm_instance_project_status", "project_id", "status"),
        Index("ix_bpm_instance_business_key", "business_key"),
    )

    definition_id: Mapped[int] = mapped_column(BigInteger, index=True)
    definition_key: Mapped[str] = mapped_column(String(64))
    definition_version: Mapped[int] = mapped_column(Integer)
    category_id: Mapped[int | None] = mapped_column(BigInteger)
    title: Mapped[str] = mapped_column(String(200))
    business_key: Mapped[str | None] = mapped_column(String(64))
    # the site project of a business-bound instance (management modules): project assignee rules, lists
    project_id: Mapped[int | None] = mapped_column(BigInteger)
    initiator_id: Mapped[int] = mapped_column(BigInteger)
    initiator_org_id: Mapped[int | None] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16), default=INSTANCE_RUNNING)
    form_values: Mapped[str] = mapped_column(Text, default="{}")
    engine_state: Mapped[str] = mapped_column(Text)
    rev: Mapped[int] = mapped_column(Integer, default=0)
    current_nodes: Mapped[str | None] = mapped_column(String(500))
    start_time: Mapped[datetime] = mapped_column(DateTime)
    end_time: Mapped[datetime | None] = mapped_column(DateTime)
    end_reason: Mapped[str | None] = mapped_column(String(500))
    update_time: Mapped[datetime | None] = mapped_column(DateTime)


class BpmTask(IdMixin, Base):
    """One person's task: the to-do list (status todo) and the done list (done) in one table.

    `owner_id` keeps the original assignee across turn/entrust; `delegation` NULL|pending|resolved;
    `parent_task_id` links add-sign sub-tasks; `sign_mode` none|all|any|ratio for MI nodes,
    before|after|parallel for add-signs. Title, key and initiator are copied from the instance so the
    to-do page filters without a join."""

    __tablename__ = "bpm_task"
    __table_args__ = (
        Index("ix_bpm_task_assignee_status_time", "assignee_id", "status", "create_time"),
        Index("ix_bpm_task_instance", "instance_id"),
    )

    instance_id: Mapped[int] = mapped_column(BigInteger)
    definition_id: Mapped[int] = mapped_column(BigInteger)
    definition_key: Mapped[str] = mapped_column(String(64))
    instance_title: Mapped[str] = mapped_column(String(200))
    initiator_id: Mapped[int] = mapped_column(BigInteger)
    engine_task_id: Mapped[str | None] = mapped_column(String(36), index=True)
    node_id: Mapped[str] = mapped_column(String(100))
    node_name: Mapped[str | None] = mapped_column(String(200))
    assignee_id: Mapped[int] = mapped_column(BigInteger)
    owner_id: Mapped[int | None] = mapped_column(BigInteger)
    delegation: Mapped[str | None] = mapped_column(String(16))
    parent_task_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    sign_mode: Mapped[str] = mapped_column(String(16), default="none")
    status: Mapped[str] = mapped_column(String(16), default=TASK_TODO)
    action: Mapped[str | None] = mapped_column(String(16))
    comment: Mapped[str | None] = mapped_column(Text)
    form_values: Mapped[str | None] = mapped_column(Text)
    create_time: Mapped[datetime] = mapped_column(DateTime)
    finish_time: Mapped[datetime | None] = mapped_column(DateTime)


class BpmCc(IdMixin, Base):
    """抄送: a read-only copy of an instance for `user_id`."""

    __tablename__ = "bpm_cc"
    __table_args__ = (Index("ix_bpm_cc_user_time", "user_id", "create_time"),)

    instance_id: Mapped[int] = mapped_column(BigInteger, index=True)
    node_id: Mapped[str | None] = mapped_column(String(100))
    node_name: Mapped[str | None] = mapped_column(String(200))
    task_id: Mapped[int | None] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(BigInteger)
    from_user_id: Mapped[int | None] = mapped_column(BigInteger)
    instance_title: Mapped[str] = mapped_column(String(200))
    read_time: Mapped[datetime | None] = mapped_column(DateTime)
    create_time: Mapped[datetime] = mapped_column(DateTime)


class BpmDraft(IdMixin, Base):
    """草稿: start-form values saved before starting; consumed by the start that names it."""

    __tablename__ = "bpm_draft"
    __table_args__ = (Index("ix_bpm_draft_user_time", "user_id", "update_time"),)

    user_id: Mapped[int] = mapped_column(BigInteger)
    model_key: Mapped[str] = mapped_column(String(64))
    shortcut_id: Mapped[int | None] = mapped_column(BigInteger)
    title: Mapped[str | None] = mapped_column(String(200))
    form_values: Mapped[str] = mapped_column(Text, default="{}")
    create_time: Mapped[datetime] = mapped_column(DateTime)
    update_time: Mapped[datetime] = mapped_column(DateTime)


class BpmActionLog(IdMixin, Base):
    """The audit and history of an instance: one row per action (the engine forgets behind a reset)."""

    __tablename__ = "bpm_action_log"
    __table_args__ = (Index("ix_bpm_action_log_instance_time", "instance_id", "create_time"),)

    instance_id: Mapped[int] = mapped_column(BigInteger)
    task_id: Mapped[int | None] = mapped_column(BigInteger)
    actor_id: Mapped[int | None] = mapped_column(BigInteger)
    action: Mapped[str] = mapped_column(String(16))
    node_id: Mapped[str | None] = mapped_column(String(100))
    node_name: Mapped[str | None] = mapped_column(String(200))
    from_node: Mapped[str | None] = mapped_column(String(100))
    to_node: Mapped[str | None] = mapped_column(String(100))
    comment: Mapped[str | None] = mapped_column(Text)
    payload: Mapped[str | None] = mapped_column(Text)
    create_time: Mapped[datetime] = mapped_column(DateTime)
