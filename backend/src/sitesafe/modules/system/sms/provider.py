"""Where SMS messages go. The default provider writes them to a log file (no SMS gateway needed)."""

from __future__ import annotations

import logging
import secrets
import threading
from datetime import datetime
from pathlib import Path
from typing import Protocol

logger = logging.getLogger("sitesafe.sms")


class SmsProvider(Protocol):
    def send_code(self, mobile: str, code: str) -> str | None:
        """Delivers a verification code and returns the gateway's receipt id (bizId); raises on failure."""

    def send_message(self, mobile: str, text: str) -> str | None:
        """Delivers a notification text (an alarm, say) and returns the receipt id; raises on failure."""


class LoggingSmsProvider:
    """Appends `<time> mobile=<mobile> code=<code> bizId=<id>` to a file and logs the same line."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()

    def send_code(self, mobile: str, code: str) -> str | None:
        biz_id = f"log-{secrets.token_hex(8)}"
        line = f"{datetime.now().isoformat(timespec='seconds')} mobile={mobile} code={code} bizId={biz_id}"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock, self.path.open("a", encoding="utf-8") as out:
            out.write(line + "\n")
        logger.info("短信验证码已发送 %s", line)
        return biz_id

    def send_message(self, mobile: str, text: str) -> str | None:
        biz_id = f"log-{secrets.token_hex(8)}"
        flat = " ".join(text.split())
        line = f"{datetime.now().isoformat(timespec='seconds')} mobile={mobile} text={flat} bizId={biz_id}"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock, self.path.open("a", encoding="utf-8") as out:
            out.write(line + "\n")
        logger.info("短信通知已发送 %s", line)
        return biz_id
