"""What changed in an alarm, as the live bus and the callers of the evaluation see it."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class AlarmEvent:
    alarm_id: int
    project_id: int
    device_id: int | None
    category: str
    type: str
    action: str  # raise | refresh | clear | accept | handle | falseAlarm
    level: int
    title: str
    time: datetime
    extra: dict[str, Any] = field(default_factory=dict)

    def data(self) -> dict[str, Any]:
        """The `alarm` live event's payload (ids as strings, as the API answers them)."""
        return {
            "action": self.action,
            "id": str(self.alarm_id),
            "category": self.category,
            "type": self.type,
            "level": self.level,
            "title": self.title,
            "deviceId": None if self.device_id is None else str(self.device_id),
            "status": self.extra.get("status"),
            "active": self.extra.get("active"),
        }
