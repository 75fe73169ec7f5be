"""`python -m sitesafe.cli simulate`: the demo devices of the database send readings to a running platform."""

from __future__ import annotations

import argparse
import signal
import threading
from types import FrameType

from sitesafe.core.settings import get_settings
from sitesafe.sim.devices import load_devices
from sitesafe.sim.runner import Options, Simulator
from sitesafe.sim.transport import HttpTransport, MqttTransport, Transport


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sim = sub.add_parser("simulate", help="设备模拟器：演示设备向平台发送读数与心跳")
    sim.add_argument("--url", default="", help="平台地址（默认 http://127.0.0.1:$PORT）")
    sim.add_argument("--mqtt", default="", help="经MQTT发送，如 mqtt://127.0.0.1:1883（默认经HTTP）")
    sim.add_argument("--mqtt-prefix", default="", help="MQTT主题前缀（默认取 MQTT_TOPIC_PREFIX）")
    sim.add_argument("--project", action="append", default=[], help="只模拟这些项目（项目编码，可重复）")
    sim.add_argument("--rate", type=float, default=2.0, help="塔吊、升降机读数间隔秒数（环境监测为其5倍）")
    sim.add_argument(
        "--overload-after", type=float, default=30.0, help="启动后多少秒出现第一次超力矩吊装（负数：不出现）"
    )
    sim.add_argument("--overload-every", type=float, default=300.0, help="之后每隔多少秒一次")
    sim.add_argument("--duration", type=float, default=0.0, help="运行多少秒后退出（默认一直运行）")
    sim.set_defaults(func=cmd_simulate)


def cmd_simulate(args: argparse.Namespace) -> None:
    settings = get_settings()
    if args.rate < 0.1 or args.overload_every < 30:
        raise SystemExit("--rate 至少0.1秒，--overload-every 至少30秒")
    devices, warnings = load_devices(settings, args.project)
    for warning in warnings:
        print(warning, flush=True)
    if not devices:
        raise SystemExit("没有可模拟的设备（演示数据需以 ENV=demo 执行 seed）")
    transport: Transport
    if args.mqtt:
        transport = MqttTransport(args.mqtt, args.mqtt_prefix or settings.MQTT_TOPIC_PREFIX)
        where = f"{transport.host}:{transport.port}"  # (an address may carry a password: not shown)
    else:
        where = args.url or f"http://127.0.0.1:{settings.PORT}"
        transport = HttpTransport(where)
    options = Options(
        rate=args.rate,
        overload_after=args.overload_after if args.overload_after >= 0 else None,
        overload_every=args.overload_every,
        timezone=settings.TIMEZONE,
    )
    sim = Simulator(devices, transport, options, log=lambda text: print(text, flush=True))
    stop = threading.Event()

    def _stop(_signum: int, _frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    kinds = sorted({d.kind for d in devices})
    print(f"模拟 {len(devices)} 台设备（{'、'.join(kinds)}）→ {where}，Ctrl-C 退出", flush=True)
    stats = sim.run(stop, args.duration or None)
    print(
        f"模拟器已退出：读数 {stats.readings} 条，心跳 {stats.heartbeats} 次，被拒 {stats.refused} 次，"
        f"超力矩吊装 {stats.episodes} 次",
        flush=True,
    )
