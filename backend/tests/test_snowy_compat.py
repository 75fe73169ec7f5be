"""The stock Snowy 1.8 client against our API: SM2-encrypted passwords, the block-puzzle captcha,
服务监控's runtime keys, Snowy's dictionary types, visit logs of refused sign-ins, the classic login
switch."""

from __future__ import annotations

import base64
import io

import pytest
import redis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy import select
from sqlalchemy.orm import Session

from helpers import PASSWORD, REDIS_URL, FakeClock, SetConfig, bearer, call, login
from sitesafe.core.context import AppContext
from sitesafe.core.sysconfig import CAPTCHA_OPEN, LOGIN_CLASSIC
from sitesafe.modules.system.log.models import SysVisLog
from snowy_helpers import (
    click,
    click_centres,
    get_puzzle,
    hole_x,
    slide,
    sm2_key_pair,
    sm_crypto_encrypt,
)


def _last_visit(db: Session, account: str) -> SysVisLog:
    db.expire_all()
    return db.execute(
        select(SysVisLog)
        .where(SysVisLog.account == account)
        # ids follow the wall clock; vis_time follows the test clock, which other tests move ahead
        .order_by(SysVisLog.id.desc())
        .limit(1)
    ).scalar_one()


def _sign_in(client: TestClient, **body: object) -> dict[str, object]:
    return call(client, "POST", "/api/login", json=body)


@pytest.fixture
def sm2_public_key(ctx: AppContext, monkeypatch: pytest.MonkeyPatch) -> str:
    private, public = sm2_key_pair()
    monkeypatch.setattr(ctx, "settings", ctx.settings.model_copy(update={"SM2_PRIVATE_KEY": private}))
    return public


def test_an_sm2_encrypted_password_signs_in_with_the_key(client: TestClient, sm2_public_key: str) -> None:
    cipher = sm_crypto_encrypt(PASSWORD, sm2_public_key)
    assert len(cipher) == (64 + 32 + len(PASSWORD)) * 2  # C1 (no 04) + C3 + C2, hex
    answer = _sign_in(client, account="superAdmin", password=cipher)
    assert answer["success"], answer
    assert call(client, "GET", "/api/getLoginUser", str(answer["data"]))["data"]["account"] == "superAdmin"
    # with the 04 marker, as other SM2 clients send it
    assert _sign_in(client, account="superAdmin", password="04" + cipher)["success"]
    # plain passwords (our own console) still work beside it
    assert _sign_in(client, account="superAdmin", password=PASSWORD)["success"]


def test_an_sm2_password_that_does_not_open_is_a_wrong_password(
    client: TestClient, db: Session, sm2_public_key: str
) -> None:
    _, other_public = sm2_key_pair()
    wrong_key = _sign_in(client, account="superAdmin", password=sm_crypto_encrypt(PASSWORD, other_public))
    assert (wrong_key["success"], wrong_key["code"]) == (False, 1011002)
    cipher = sm_crypto_encrypt(PASSWORD, sm2_public_key)
    tampered = cipher[:-2] + ("00" if cipher[-2:] != "00" else "01")
    damaged = _sign_in(client, account="superAdmin", password=tampered)
    assert (damaged["code"], damaged["message"]) == (1011002, "账号或密码错误，请检查account或password参数")
    garbage = _sign_in(client, account="superAdmin", password="ab" * 120)
    assert garbage["code"] == 1011002
    assert _last_visit(db, "superAdmin").message == "登录失败:账号或密码错误，请检查account或password参数"
    wrong_password = _sign_in(
        client, account="superAdmin", password=sm_crypto_encrypt("654321", sm2_public_key)
    )
    assert wrong_password["code"] == 1011002


def test_without_the_key_an_sm2_password_is_refused_as_too_long(client: TestClient, db: Session) -> None:
    _, public = sm2_key_pair()
    answer = _sign_in(client, account="superAdmin", password=sm_crypto_encrypt(PASSWORD, public))
    assert (answer["success"], answer["code"], answer["message"]) == (False, 1012001, "密码长度不能超过128位")
    visit = _last_visit(db, "superAdmin")
    assert (visit.success, visit.message) == ("N", "登录失败:密码长度不能超过128位")


def test_refusals_at_validation_are_visit_logged(client: TestClient, db: Session) -> None:
    too_long = _sign_in(client, account="refusedAtValidation", password="p" * 129)
    assert (too_long["code"], too_long["message"]) == (1012001, "密码长度不能超过128位")
    visit = _last_visit(db, "refusedAtValidation")
    assert (visit.success, visit.vis_type, visit.message) == ("N", 1, "登录失败:密码长度不能超过128位")
    wrong_type = _sign_in(client, account="refusedAtValidation", password=["x"])
    assert wrong_type["code"] == 1012001
    assert _last_visit(db, "refusedAtValidation").id != visit.id
    empty = _sign_in(client, account="", password="x")
    assert empty["code"] == 1011001
    before = db.execute(select(SysVisLog.id).order_by(SysVisLog.id.desc()).limit(1)).scalar_one()
    unreadable = client.post(
        "/api/login", content=b'{"account": ', headers={"content-type": "application/json"}
    )
    assert unreadable.json()["code"] == 1015002
    db.expire_all()
    newest = db.execute(select(SysVisLog).order_by(SysVisLog.id.desc()).limit(1)).scalar_one()
    assert newest.id != before
    assert (newest.account, newest.message) == (None, "登录失败:请求JSON参数格式不正确，请检查参数格式")


def test_the_puzzle_is_two_pictures_a_token_and_a_key(client: TestClient) -> None:
    rep = get_puzzle(client)
    background = Image.open(io.BytesIO(base64.b64decode(rep["originalImageBase64"])))
    piece = Image.open(io.BytesIO(base64.b64decode(rep["jigsawImageBase64"])))
    assert background.size == (310, 155) and piece.size == (47, 155)
    assert piece.mode == "RGBA" and piece.getchannel("A").getbbox() is not None
    assert rep["captchaType"] == "blockPuzzle" and len(rep["secretKey"]) == 16 and rep["token"]
    other = client.post("/api/captcha/get", json={"captchaType": "rotatePuzzle"}).json()
    assert (other["success"], other["repCode"]) == (False, "6112")


def test_the_slider_passes_once_within_a_few_pixels(client: TestClient, db: Session) -> None:
    rep = get_puzzle(client)
    x = hole_x(db, rep["token"])
    passed, _ = slide(client, rep, x + 3.27)
    assert (passed["success"], passed["repCode"], passed["repData"]["result"]) == (True, "0000", True)
    again, _ = slide(client, rep, x)
    assert (again["success"], again["code"], again["repCode"]) == (False, 1011010, "6110")
    rep = get_puzzle(client)
    x = hole_x(db, rep["token"])
    off, _ = slide(client, rep, x + 12)
    assert (off["repCode"], off["repMsg"]) == ("6111", "验证失败")
    assert slide(client, rep, x)[0]["repCode"] == "6110"  # one try per puzzle


def test_the_click_word_captcha(client: TestClient, db: Session, set_config: SetConfig) -> None:
    """Snowy's login page picks it half of the time: click three of four characters in order."""
    set_config(CAPTCHA_OPEN, "true")
    rep = client.post("/api/captcha/get", json={"captchaType": "clickWord"}).json()["repData"]
    assert len(rep["wordList"]) == 3 and len(set(rep["wordList"])) == 3
    picture = Image.open(io.BytesIO(base64.b64decode(rep["originalImageBase64"])))
    assert picture.size == (310, 155)
    centres = click_centres(db, rep["token"])
    answer, code = click(client, rep, [(x + 4, y - 3) for x, y in centres])
    assert answer["repCode"] == "0000", answer
    assert _sign_in(client, account="superAdmin", password=PASSWORD, code=code)["success"]
    rep = client.post("/api/captcha/get", json={"captchaType": "clickWord"}).json()["repData"]
    centres = click_centres(db, rep["token"])
    wrong_order, _ = click(client, rep, list(reversed(centres)))
    assert wrong_order["repCode"] == "6111"
    assert click(client, rep, centres)[0]["repCode"] == "6110"


def test_a_puzzle_expires(client: TestClient, db: Session, clock: FakeClock) -> None:
    rep = get_puzzle(client)
    x = hole_x(db, rep["token"])
    clock.advance(121)
    assert slide(client, rep, x)[0]["repCode"] == "6110"


def test_the_captcha_switch_guards_the_sign_in(
    client: TestClient, db: Session, set_config: SetConfig
) -> None:
    assert call(client, "GET", "/api/getCaptchaOpen")["data"] is False
    assert _sign_in(client, account="superAdmin", password=PASSWORD)["success"]
    set_config(CAPTCHA_OPEN, "true")
    assert call(client, "GET", "/api/getCaptchaOpen")["data"] is True
    missing = _sign_in(client, account="superAdmin", password=PASSWORD)
    assert (missing["success"], missing["code"], missing["message"]) == (False, 1011010, "验证码错误")
    assert _last_visit(db, "superAdmin").message == "登录失败:验证码错误"
    forged = _sign_in(client, account="superAdmin", password=PASSWORD, code="x---{}")
    assert forged["code"] == 1011010

    rep = get_puzzle(client)
    answer, code = slide(client, rep, hole_x(db, rep["token"]))
    assert answer["repCode"] == "0000"
    signed_in = _sign_in(client, account="superAdmin", password=PASSWORD, code=code)
    assert signed_in["success"], signed_in
    assert _sign_in(client, account="superAdmin", password=PASSWORD, code=code)["code"] == 1011010  # one use

    # our console's variant: the point in plain JSON, the verification unencrypted
    rep = get_puzzle(client)
    answer, code = slide(client, rep, hole_x(db, rep["token"]) - 4, encrypt=False)
    assert answer["repCode"] == "0000"
    assert _sign_in(client, account="superAdmin", password=PASSWORD, code=code)["success"]
    # a failed check leaves nothing to sign in with
    rep = get_puzzle(client)
    _, code = slide(client, rep, hole_x(db, rep["token"]) + 40)
    assert _sign_in(client, account="superAdmin", password=PASSWORD, code=code)["code"] == 1011010


def test_captcha_state_is_shared_through_redis(redis_app: FastAPI, set_config: SetConfig) -> None:
    set_config(CAPTCHA_OPEN, "true")
    first, second = TestClient(redis_app), TestClient(redis_app)
    rep = get_puzzle(first)
    keys = redis.Redis.from_url(REDIS_URL).keys("sitesafe:once:captcha:*")
    assert len(keys) == 1
    x = int(redis.Redis.from_url(REDIS_URL).get(keys[0]) or b"-1")
    answer, code = slide(second, rep, x)
    assert answer["repCode"] == "0000"
    assert _sign_in(second, account="superAdmin", password=PASSWORD, code=code)["success"]
    assert _sign_in(first, account="superAdmin", password=PASSWORD, code=code)["code"] == 1011010


def test_the_puzzle_is_rate_limited_per_address(client: TestClient) -> None:
    answers = [client.post("/api/captcha/get", json={}).json() for _ in range(31)]
    assert all(a["success"] for a in answers[:30])
    assert answers[30]["code"] == 1019001 and "秒后再试" in answers[30]["message"]


def test_the_classic_login_switch(client: TestClient, set_config: SetConfig) -> None:
    assert call(client, "GET", "/api/getLoginClassic")["data"] is False
    set_config(LOGIN_CLASSIC, "true")
    assert call(client, "GET", "/api/getLoginClassic")["data"] is True


def test_machine_query_carries_the_keys_the_stock_client_reads(client: TestClient) -> None:
    data = call(client, "GET", "/api/sysMachine/query", login(client, "superAdmin"))["data"]
    java, memory = data["sysJavaInfo"], data["sysJvmMemInfo"]
    assert set(java) == {"jvmName", "jvmVersion", "jvmVendor", "javaName", "javaVersion"}
    assert (
        java["jvmVersion"].count(".") == 2
        and "Python" in java["javaName"] + java["jvmName"] + java["jvmVendor"]
    )
    assert set(memory) == {
        "jvmMaxMemory",
        "jvmUsableMemory",
        "jvmTotalMemory",
        "jvmUsedMemory",
        "jvmFreeMemory",
        "jvmMemoryUsedRate",
    }
    assert all(isinstance(v, str) and v for v in [*java.values(), *memory.values()])
    assert memory["jvmMemoryUsedRate"].endswith("%") and memory["jvmUsedMemory"].endswith("B")
    assert {"sysOsInfo", "sysPythonInfo", "sysMemInfo", "sysCpuInfo", "sysDiskInfo"} <= set(data)


SNOWY_DICT_TYPES = {
    "common_status": {"0": "正常", "1": "停用", "2": "删除"},
    "sex": {"1": "男", "2": "女", "3": "未知"},
    "consts_type": {"DEFAULT": "默认常量", "OAUTH": "Oauth配置"},
    "yes_or_no": {"Y": "是", "N": "否"},
    "vis_type": {"1": "登录", "2": "登出"},
    "menu_type": {"0": "目录", "1": "菜单", "2": "按钮"},
    "send_type": {"0": "未发送", "1": "发送成功", "2": "发送失败", "3": "失效"},
    "open_type": {"0": "无", "1": "组件", "2": "内链", "3": "外链"},
    "menu_weight": {"1": "系统权重", "2": "业务权重"},
    "data_scope_type": {"1": "全部数据", "5": "自定义数据"},
    "sms_send_source": {"1": "app", "2": "pc", "3": "其他"},
    "op_type": {"0": "其它", "13": "修改状态"},
    "file_storage_location": {"4": "本地"},
    "run_status": {"1": "运行", "2": "停止"},
    "notice_type": {"1": "通知", "2": "公告"},
    "notice_status": {"0": "草稿", "3": "删除"},
    "yes_true_false": {"true": "是", "false": "否"},
    "code_gen_create_type": {"1": "下载压缩包", "2": "生成到本项目"},
    "code_gen_effect_type": {"input": "输入框", "textarea": "文本域"},
    "code_gen_query_type": {"eq": "等于", "isNotNull": "不为空"},
    "code_gen_java_type": {"Long": "Long", "double": "double"},
}


def test_all_of_snowys_dictionary_types_are_seeded(client: TestClient) -> None:
    headers = bearer(login(client, "superAdmin"))
    assert len(SNOWY_DICT_TYPES) == 21
    for code, expected in SNOWY_DICT_TYPES.items():
        answer = client.get("/api/sysDictType/dropDown", params={"code": code}, headers=headers).json()
        assert answer["success"], (code, answer)
        options = {row["code"]: row["value"] for row in answer["data"]}
        assert expected.items() <= options.items(), code
