"""Process settings, read once from the environment."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from sitesafe.core.proxies import Network, parse_networks

REPO_ROOT = Path(__file__).resolve().parents[4]
# The key earlier versions fell back to: public, so never used to sign anything (see `secret_key.py`).
DEFAULT_SECRET_KEY = "sitesafe-demo-secret-key-change-me-in-production"
DEFAULT_UPLOAD_SUFFIXES = (
    "jpg,jpeg,png,gif,bmp,webp,pdf,txt,csv,json,doc,docx,xls,xlsx,ppt,pptx,zip,rar,7z,mp4,mp3"
)

# Link-local (AWS/GCP/Azure metadata 169.254.169.254, ECS 169.254.170.2), Alibaba Cloud's 100.100.100.200,
# Oracle Cloud's 192.0.0.192 and AWS's IPv6 metadata fd00:ec2::254.
DEFAULT_DATASOURCE_DENIED = "169.254.0.0/16,fe80::/10,100.100.100.200,192.0.0.192,fd00:ec2::254"


class Settings(BaseSettings):
    """Everything the process needs that is not stored in `sys_config`."""

    model_config = SettingsConfigDict(env_file=None, extra="ignore", case_sensitive=True)

    DATABASE_URL: str = ""
    REDIS_URL: str = ""
    # Seconds a statement waits for a lock held by another transaction before the request answers
    # "busy, retry" (SQLite busy timeout, PostgreSQL lock_timeout).
    DATABASE_LOCK_TIMEOUT: float = 10.0
    SECRET_KEY: str = ""  # empty: production refuses to start, demo makes one ($DATA_DIR/secret_key)
    # Key of the encrypted personal data (ID numbers, bank accounts) and stored credentials; empty: derived
    # from SECRET_KEY. Set it once and keep it: rows encrypted under an old key cannot be read.
    DATA_KEY: str = ""
    # SM2 private key (hex) of the stock Snowy 1.8 client's sign-in: its passwords arrive SM2-encrypted
    # (C1C3C2, hex); empty: such ciphertexts are refused like any too-long password.
    SM2_PRIVATE_KEY: str = ""
    # 代码生成 writes into this source tree (runLocal); empty: the checkout this package runs from
    CODEGEN_ROOT: str = ""
    PORT: int = 8000
    ENV: Literal["demo", "production"] = "demo"
    DATA_DIR: str = "var"
    STATIC_DIR: str = ""
    TIMEZONE: str = "Asia/Shanghai"
    SMS_LOG_FILE: str = ""
    # Outgoing mail: SMTP when SMTP_HOST is set, otherwise every message goes to MAIL_LOG_FILE.
    SMTP_HOST: str = ""
    SMTP_PORT: int = 0  # 0: 25 (none), 587 (starttls) or 465 (ssl)
    SMTP_USER: str = ""
    SMTP_PASSWORD: str = ""
    SMTP_SECURITY: Literal["none", "starttls", "ssl"] = "starttls"
    SMTP_TIMEOUT: float = 10.0
    MAIL_FROM: str = ""
    MAIL_LOG_FILE: str = ""
    LOG_LEVEL: str = "INFO"
    UPLOAD_MAX_BYTES: int = 10 * 1024 * 1024
    UPLOAD_ALLOWED_SUFFIXES: str = DEFAULT_UPLOAD_SUFFIXES
    PREFERENCES_MAX_BYTES: int = 8 * 1024
    # Run scheduled jobs (定时任务) in this process; every process sharing the database may.
    SCHEDULER_ENABLED: bool = True
    # Uploaded files: local disk under DATA_DIR/files, or an S3-compatible store (path-style URLs).
    FILE_STORAGE: Literal["local", "s3"] = "local"
    S3_ENDPOINT: str = ""
    S3_BUCKET: str = ""
    S3_ACCESS_KEY: str = ""
    S3_SECRET_KEY: str = ""
    S3_REGION: str = "us-east-1"
    # Reverse proxies (addresses or networks, comma-separated) whose X-Forwarded-For/-Proto are believed.
    TRUSTED_PROXIES: str = ""
    # 数据库信息 (测试连接, 代码生成): the addresses a registered database may be at. Allowed: comma-separated
    # addresses or networks, empty for any; denied always wins (link-local and cloud metadata addresses, whose
    # answers would leak instance credentials). Every address a host name resolves to is checked.
    DATASOURCE_ALLOWED_HOSTS: str = ""
    DATASOURCE_DENIED_HOSTS: str = DEFAULT_DATASOURCE_DENIED
    # Seconds to reach a registered database (libpq's least is 2); every "cannot reach" takes this long.
    DATASOURCE_CONNECT_TIMEOUT: int = Field(3, ge=2)
    # Device readings: the MQTT broker to subscribe to (mqtt://host:port, mqtts://…; empty: HTTP only) and
    # how many days readings and their one-minute aggregates are kept.
    MQTT_URL: str = ""
    MQTT_TOPIC_PREFIX: str = "sitesafe"  # topics <prefix>/devices/<code>/readings|heartbeat
    # The shared-subscription group of the platform's processes; the broker lets only the platform join it.
    MQTT_SHARE_GROUP: str = "sitesafe"
    # Keep each device's own MQTT account (Mosquitto dynamic-security); off where the broker's accounts
    # are managed elsewhere (EMQX, docs/device-protocol.md §7.1).
    MQTT_PROVISION_DEVICES: bool = True
    READING_RETENTION_DAYS: int = 400
    # Device API: refusals a source address or a device code may cause per minute before its calls are
    # answered 4302007 unread; how often each process writes its in-memory refusal counts; how old a face
    # terminal's clock record may be (its offline buffer) before it is refused.
    DEVICE_REFUSALS_PER_MINUTE: int = Field(300, ge=1)
    DEVICE_REFUSAL_FLUSH_SECONDS: float = Field(10.0, gt=0)
    CLOCK_RECORD_MAX_AGE_DAYS: int = Field(7, ge=1)
    # 支付宝订单: `local` pays through a locally signed notify (demo, tests); `alipay` uses Alipay's gateway.
    PAY_PROVIDER: Literal["local", "alipay"] = "local"
    ALIPAY_APP_ID: str = ""
    ALIPAY_PRIVATE_KEY: str = ""  # the application's RSA private key (PEM or bare base64)
    ALIPAY_PUBLIC_KEY: str = ""  # Alipay's public key (PEM or bare base64): verifies notifies and answers
    ALIPAY_GATEWAY: str = "https://openapi-sandbox.dl.alipaydev.com/gateway.do"
    ALIPAY_NOTIFY_URL: str = ""  # public address of POST /api/payAlipay/notify
    ALIPAY_RETURN_URL: str = ""  # where the page-pay flow sends the buyer back (optional)
    # Refused notifies (forged, oversized, malformed) are kept as digests only: this many per source address
    # an hour (past it, none is written) and for this many days.
    PAY_NOTIFY_REFUSED_PER_HOUR: int = 60
    PAY_NOTIFY_REFUSED_DAYS: int = 30

    @model_validator(mode="after")
    def _resolve(self) -> Settings:
        if self.ENV == "production" and self.SECRET_KEY in ("", DEFAULT_SECRET_KEY):
            raise ValueError("ENV=production needs a SECRET_KEY of its own: set SECRET_KEY")
        if self.FILE_STORAGE == "s3":
            needed = ("S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY")
            missing = [name for name in needed if not getattr(self, name)]
            if missing:
                raise ValueError(f"FILE_STORAGE=s3 needs {', '.join(missing)}")
        parse_networks(self.TRUSTED_PROXIES)
        parse_networks(self.DATASOURCE_ALLOWED_HOSTS, "DATASOURCE_ALLOWED_HOSTS")
        parse_networks(self.DATASOURCE_DENIED_HOSTS, "DATASOURCE_DENIED_HOSTS")
        if not self.DATABASE_URL:
            self.DATABASE_URL = f"sqlite:///{self.data_dir / 'sitesafe.db'}"
        if not self.STATIC_DIR:
            self.STATIC_DIR = str(REPO_ROOT / "frontend" / "dist")
        if not self.SMS_LOG_FILE:
            self.SMS_LOG_FILE = str(self.data_dir / "sms.log")
        if not self.MAIL_LOG_FILE:
            self.MAIL_LOG_FILE = str(self.data_dir / "mail.log")
        return self

    @model_validator(mode="after")
    def _mqtt(self) -> Settings:
        # an anonymous platform implies an anonymous broker: anyone could read readings or join the group
        if self.ENV == "production" and self.MQTT_URL:
            parts = urlsplit(self.MQTT_URL)
            if not parts.username or not parts.password:
                raise ValueError(
                    "ENV=production needs MQTT_URL with the platform's user: mqtt(s)://user:password@host"
                )
        return self

    @model_validator(mode="after")
    def _alipay(self) -> Settings:
        if self.PAY_PROVIDER == "alipay":
            needed = ("ALIPAY_APP_ID", "ALIPAY_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY", "ALIPAY_NOTIFY_URL")
            missing = [name for name in needed if not getattr(self, name)]
            if missing:
                raise ValueError(f"PAY_PROVIDER=alipay needs {', '.join(missing)}")
        return self

    @property
    def data_dir(self) -> Path:
        path = Path(self.DATA_DIR)
        return path if path.is_absolute() else REPO_ROOT / path

    @property
    def trusted_proxies(self) -> tuple[Network, ...]:
        return parse_networks(self.TRUSTED_PROXIES)

    @property
    def datasource_allowed(self) -> tuple[Network, ...]:
        return parse_networks(self.DATASOURCE_ALLOWED_HOSTS, "DATASOURCE_ALLOWED_HOSTS")

    @property
    def datasource_denied(self) -> tuple[Network, ...]:
        return parse_networks(self.DATASOURCE_DENIED_HOSTS, "DATASOURCE_DENIED_HOSTS")

    @property
    def upload_suffixes(self) -> frozenset[str]:
        return frozenset(s.strip().lower() for s in self.UPLOAD_ALLOWED_SUFFIXES.split(",") if s.strip())


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
