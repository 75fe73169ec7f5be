"""The sample design seeded so that the form list is not empty: 安全检查记录表 (k-form-design 3.6 JSON)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.modules.form.models import FormDesign

AREAS = ("基坑", "脚手架", "塔吊", "临时用电", "消防通道")


def _field(kind: str, label: str, model: str, options: dict[str, Any], required: str = "") -> dict[str, Any]:
    return {
        "type": kind,
        "label": label,
        "options": {"hidden": False, "disabled": False, **options},
        "model": model,
        "key": model,
        "rules": [{"required": bool(required), "message": required or "必填项"}],
    }


SAFETY_CHECK: dict[str, Any] = {
    "list": [
        _field(
            "date",
            "检查日期",
            "checkDate",
            {"width": "100%", "defaultValue": "", "range": False, "showTime": False, "clearable": False}
            | {"placeholder": "请选择", "format": "YYYY-MM-DD"},
            required="请选择检查日期",
        ),
        _field(
            "select",
            "检查区域",
            "area",
            {"width": "100%", "multiple": False, "clearable": False, "placeholder": "请选择"}
            | {"dynamicKey": "", "dynamic": False, "showSearch": False}
            | {"options": [{"value": str(i), "label": name} for i, name in enumerate(AREAS, start=1)]},
            required="请选择检查区域",
        ),
        _field(
            "textarea",
            "隐患描述",
            "hazard",
            {"width": "100%", "minRows": 4, "maxRows": 6, "maxLength": 500, "defaultValue": ""}
            | {"clearable": False, "placeholder": "请描述发现的隐患"},
        ),
        _field(
            "number",
            "整改期限（天）",
            "deadlineDays",
            {"width": "100%", "defaultValue": 7, "min": 1, "max": 30, "precision": 0, "step": 1}
            | {"placeholder": "请输入"},
            required="请填写整改期限",
        ),
        _field(
            "uploadImg",
            "现场照片",
            "photos",
            {"defaultValue": "[]", "multiple": True, "width": "100%", "data": "{}", "limit": 3}
            | {"placeholder": "上传", "fileName": "file", "headers": {}, "action": "/api/sysFileInfo/upload"}
            | {"listType": "picture-card"},
        ),
    ],
    "config": {
        "layout": "horizontal",
        "labelCol": {"span": 4},
        "wrapperCol": {"span": 18},
        "hideRequiredMark": False,
        "customStyle": "",
    },
}
SAMPLES = (("安全检查记录表", "safety_check_record", SAFETY_CHECK, "示例：现场安全检查的记录表单"),)


def seed_forms(db: Session) -> None:
    """Adds the sample designs whose code is unknown (a deleted or changed sample stays as it is)."""
    for name, code, design, remark in SAMPLES:
        if db.execute(select(FormDesign.id).where(FormDesign.code == code).limit(1)).first() is None:
            text = json.dumps(design, ensure_ascii=False)
            db.add(FormDesign(name=name, code=code, design=text, remark=remark, status=0))
    db.flush()
