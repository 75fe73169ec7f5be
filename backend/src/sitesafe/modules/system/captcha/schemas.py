"""AJ-Captcha's request and answer shapes; answers also carry our envelope's four keys."""

from __future__ import annotations

from pydantic import BaseModel, Field

from sitesafe.core.envelope import Envelope


class CaptchaGetBody(BaseModel):
    captchaType: str | None = Field(None, max_length=20, title="验证码类型")
    clientUid: str | None = Field(None, max_length=100)
    ts: int | None = None


class CaptchaCheckBody(BaseModel):
    captchaType: str | None = Field(None, max_length=20, title="验证码类型")
    token: str = Field("", max_length=64, title="token")
    pointJson: str = Field("", max_length=512, title="坐标")
    clientUid: str | None = Field(None, max_length=100)
    ts: int | None = None


class CaptchaRepData(BaseModel):
    captchaType: str
    token: str
    result: bool
    opAdmin: bool = False
    originalImageBase64: str | None = None
    jigsawImageBase64: str | None = None
    secretKey: str | None = None
    wordList: list[str] | None = None  # clickWord: the characters to click, in order


class CaptchaAnswer(Envelope[CaptchaRepData]):
    """Our envelope plus AJ-Captcha's `repCode` ('0000': passed), `repMsg` and `repData` (= `data`)."""

    repCode: str = "0000"
    repMsg: str | None = None
    repData: CaptchaRepData | None = None
    error: bool = False
