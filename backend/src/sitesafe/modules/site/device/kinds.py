"""The shared vocabulary of the monitoring core: device kinds, reading fields, alarm categories and types,
and the threshold defaults (site-domain.md: GB/T 37366-2019 cranes, hoists, GB 12523-2011 noise).

Everything that names a kind, a field or an alarm type reads it from here, so the registry, ingestion,
alarm evaluation and the screens agree."""

from __future__ import annotations

from dataclasses import dataclass

# ---- device kinds (site_device.kind) ----
KIND_GENERAL = "general"
KIND_GATEWAY = "gateway"
KIND_CRANE = "crane"
KIND_LIFT = "lift"
KIND_ENVIRONMENT = "environment"
KIND_CAMERA = "camera"
KIND_FACE = "face"
KIND_MONITOR = "monitor"
KIND_PROTECTION = "protection"

KIND_NAMES: dict[str, str] = {
    KIND_GENERAL: "通用设备",
    KIND_GATEWAY: "网关",
    KIND_CRANE: "塔吊",
    KIND_LIFT: "升降机",
    KIND_ENVIRONMENT: "环境监测",
    KIND_CAMERA: "摄像头",
    KIND_FACE: "人脸设备",
    KIND_MONITOR: "监控主机",
    KIND_PROTECTION: "临边防护",
}
KINDS = tuple(KIND_NAMES)
# Kinds whose readings are stored as time series (one typed table each).
READING_KINDS = (KIND_CRANE, KIND_LIFT, KIND_ENVIRONMENT)

# A device is offline when nothing (reading or heartbeat) arrived for this many heartbeat intervals.
OFFLINE_AFTER_INTERVALS = 3
DEFAULT_HEARTBEAT_SECONDS = 60

# ---- reading fields per kind: wire name -> (column, Chinese label, unit, lower bound, upper bound) ----


@dataclass(frozen=True)
class Field:
    wire: str  # camelCase name in the device protocol and the API
    column: str  # column of the reading table
    label: str
    unit: str
    low: float  # a value outside [low, high] is malformed and refuses the record
    high: float
    integer: bool = False


CRANE_FIELDS = (
    Field("load", "load", "吊重", "t", 0, 200),
    Field("ratedLoad", "rated_load", "额定吊重", "t", 0, 200),
    Field("moment", "moment", "力矩", "t·m", 0, 50000),
    Field("momentPercent", "moment_pct", "力矩百分比", "%", 0, 300),
    Field("radius", "radius", "幅度", "m", 0, 120),
    Field("height", "height", "吊钩高度", "m", -50, 500),
    Field("slewAngle", "slew", "回转角度", "°", -3600, 3600),
    Field("tiltX", "tilt_x", "倾角X", "°", -90, 90),
    Field("tiltY", "tilt_y", "倾角Y", "°", -90, 90),
    Field("windSpeed", "wind_speed", "风速", "m/s", 0, 80),
    Field("reeving", "reeving", "倍率", "", 1, 16, integer=True),
)
LIFT_FIELDS = (
    Field("load", "load", "载重", "t", 0, 20),
    Field("ratedLoad", "rated_load", "额定载重", "t", 0, 20),
    Field("loadPercent", "load_pct", "载重百分比", "%", 0, 300),
    Field("persons", "persons", "人数", "人", 0, 100, integer=True),
    Field("floor", "floor", "楼层", "层", -10, 300, integer=True),
    Field("height", "height", "高度", "m", -50, 800),
    Field("speed", "speed", "速度", "m/s", -10, 10),
    Field("windSpeed", "wind_speed", "风速", "m/s", 0, 80),
    Field("tiltX", "tilt_x", "倾角X", "°", -90, 90),
    Field("tiltY", "tilt_y", "倾角Y", "°", -90, 90),
    Field("doorState", "door_state", "门锁状态", "", 0, 255, integer=True),
)
ENV_FIELDS = (
    Field("pm25", "pm25", "PM2.5", "µg/m³", 0, 5000),
    Field("pm10", "pm10", "PM10", "µg/m³", 0, 5000),
    Field("tsp", "tsp", "TSP", "µg/m³", 0, 10000),
    Field("noise", "noise", "噪声", "dB(A)", 0, 160),
    Field("windDirection", "wind_dir", "风向", "°", 0, 360),
    Field("windSpeed", "wind_speed", "风速", "m/s", 0, 80),
    Field("temperature", "temperature", "温度", "℃", -60, 80),
    Field("humidity", "humidity", "湿度", "%RH", 0, 100),
    Field("pressure", "pressure", "气压", "kPa", 0, 200),
)
FIELDS: dict[str, tuple[Field, ...]] = {
    KIND_CRANE: CRANE_FIELDS,
    KIND_LIFT: LIFT_FIELDS,
    KIND_ENVIRONMENT: ENV_FIELDS,
}

# ---- alarms ----
CATEGORY_NAMES: dict[str, str] = {
    "camera": "摄像头告警",
    "channel": "通道告警",
    "construction": "施工告警",
    "crane": "塔吊告警",
    "environment": "环境告警",
    "lift": "升降机告警",
    "protection": "临边防护告警",
}
CATEGORIES = tuple(CATEGORY_NAMES)

LEVEL_WARNING = 1  # 预警
LEVEL_ALARM = 2  # 报警
LEVEL_NAMES = {LEVEL_WARNING: "预警", LEVEL_ALARM: "报警"}

SOURCE_DEVICE = 1  # the device's own alarm mask
SOURCE_THRESHOLD = 2  # a threshold evaluated on ingestion
SOURCE_OFFLINE = 3  # heartbeat lost
SOURCE_MANUAL = 4  # reported by a person (施工告警)
SOURCE_NAMES = {
    SOURCE_DEVICE: "设备上报",
    SOURCE_THRESHOLD: "阈值判定",
    SOURCE_OFFLINE: "离线检测",
    SOURCE_MANUAL: "人工上报",
}

STATUS_PENDING = 0  # 待处理
STATUS_HANDLING = 1  # 处理中
STATUS_HANDLED = 2  # 已处理
STATUS_FALSE = 3  # 误报
STATUS_NAMES = {
    STATUS_PENDING: "待处理",
    STATUS_HANDLING: "处理中",
    STATUS_HANDLED: "已处理",
    STATUS_FALSE: "误报",
}
# Allowed lifecycle moves (a closed alarm stays closed; a new occurrence is a new alarm).
TRANSITIONS = {
    STATUS_PENDING: (STATUS_HANDLING, STATUS_HANDLED, STATUS_FALSE),
    STATUS_HANDLING: (STATUS_HANDLED, STATUS_FALSE),
    STATUS_HANDLED: (),
    STATUS_FALSE: (),
}


@dataclass(frozen=True)
class AlarmType:
    code: str
    category: str
    name: str
    level: int = LEVEL_ALARM
    mask_bit: int | None = None  # bit of the device's alarmMask that raises it (None: threshold/other only)


ALARM_TYPES: tuple[AlarmType, ...] = (
    # tower crane: device mask (Yunzhu-style 32-bit mask, the common subset) and thresholds
    AlarmType("crane_wind", "crane", "风速报警", mask_bit=0),
    AlarmType("crane_overload", "crane", "超载报警", mask_bit=1),
    AlarmType("crane_collision", "crane", "碰撞报警", mask_bit=2),
    AlarmType("crane_moment", "crane", "力矩报警", mask_bit=3),
    AlarmType("crane_tilt", "crane", "倾斜报警", mask_bit=4),
    AlarmType("crane_zone", "crane", "禁行区域报警", mask_bit=5),
    AlarmType("crane_limit_height", "crane", "高度限位报警", mask_bit=6),
    AlarmType("crane_limit_radius", "crane", "幅度限位报警", mask_bit=7),
    AlarmType("crane_limit_slew", "crane", "回转限位报警", mask_bit=8),
    AlarmType("crane_no_clock_in", "crane", "未打卡作业", mask_bit=9),
    AlarmType("crane_moment_warn", "crane", "力矩预警", level=LEVEL_WARNING),
    AlarmType("crane_offline", "crane", "塔吊离线", level=LEVEL_WARNING),
    # construction hoist
    AlarmType("lift_overload", "lift", "超载报警", mask_bit=0),
    AlarmType("lift_persons", "lift", "超员报警", mask_bit=1),
    AlarmType("lift_wind", "lift", "风速报警", mask_bit=2),
    AlarmType("lift_tilt", "lift", "倾斜报警", mask_bit=3),
    AlarmType("lift_limit_upper", "lift", "上限位报警", mask_bit=4),
    AlarmType("lift_limit_lower", "lift", "下限位报警", mask_bit=5),
    AlarmType("lift_door", "lift", "门锁异常", mask_bit=6),
    AlarmType("lift_no_clock_in", "lift", "未打卡作业", mask_bit=7),
    AlarmType("lift_load_warn", "lift", "载重预警", level=LEVEL_WARNING),
    AlarmType("lift_offline", "lift", "升降机离线", level=LEVEL_WARNING),
    # dust and noise
    AlarmType("env_pm25", "environment", "PM2.5超标"),
    AlarmType("env_pm10", "environment", "PM10超标"),
    AlarmType("env_tsp", "environment", "TSP超标"),
    AlarmType("env_noise_day", "environment", "昼间噪声超标"),
    AlarmType("env_noise_night", "environment", "夜间噪声超标"),
    AlarmType("env_wind", "environment", "大风预警", level=LEVEL_WARNING),
    AlarmType("env_offline", "environment", "环境监测离线", level=LEVEL_WARNING),
    # cameras, gateway channels, edge protection, construction events
    AlarmType("camera_offline", "camera", "摄像头离线", level=LEVEL_WARNING),
    AlarmType("camera_helmet", "camera", "未戴安全帽"),
    AlarmType("camera_intrusion", "camera", "区域入侵"),
    AlarmType("camera_smoke_fire", "camera", "烟火识别"),
    AlarmType("channel_offline", "channel", "通道离线", level=LEVEL_WARNING),
    AlarmType("channel_trigger", "channel", "通道触发"),
    AlarmType("protection_open", "protection", "防护栏打开"),
    AlarmType("protection_offline", "protection", "临边防护离线", level=LEVEL_WARNING),
    AlarmType("construction_event", "construction", "施工违规"),
)
ALARM_TYPE_BY_CODE = {t.code: t for t in ALARM_TYPES}

# ---- threshold defaults (project_environment; a device may override them in site_device.thresholds) ----
# name -> (default, Chinese label, unit); a project value left empty means the default.
THRESHOLD_DEFAULTS: dict[str, tuple[float, str, str]] = {
    # keys are the camelCase columns of project_environment (`/project/setEnvironment`)
    "craneMomentWarn": (75.0, "塔吊力矩预警", "%"),
    "craneMomentAlarm": (90.0, "塔吊力矩报警", "%"),
    "craneLoadAlarm": (100.0, "塔吊超载报警（额定吊重百分比）", "%"),
    "windSpeedLimit": (10.8, "塔吊风速报警", "m/s"),  # 6 级风起停止作业
    "craneTiltLimit": (1.0, "塔吊倾斜报警", "°"),
    "liftLoadWarn": (90.0, "升降机载重预警", "%"),
    "liftLoadAlarm": (110.0, "升降机载重报警", "%"),  # 超载保护在110%前动作
    "liftPersonsLimit": (12.0, "升降机额定人数", "人"),
    "liftWindLimit": (20.0, "升降机风速报警", "m/s"),
    "liftTiltLimit": (1.0, "升降机倾斜报警", "°"),
    "pm25Limit": (75.0, "PM2.5限值", "µg/m³"),
    "pm10Limit": (150.0, "PM10限值", "µg/m³"),
    "tspLimit": (300.0, "TSP限值", "µg/m³"),
    "noiseDayLimit": (70.0, "昼间噪声限值", "dB(A)"),  # GB 12523-2011
    "noiseNightLimit": (55.0, "夜间噪声限值", "dB(A)"),
    "envWindLimit": (10.8, "大风预警", "m/s"),
}
# GB 12523-2011: day is 06:00-22:00 local time.
NOISE_DAY_START_HOUR = 6
NOISE_DAY_END_HOUR = 22
# Flap guard: an active alarm clears only after its condition stayed normal this long.
CLEAR_HOLD_SECONDS = 30
