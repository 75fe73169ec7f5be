"""Cron expressions as Snowy (Hutool/Quartz) writes them: `秒 分 时 日 月 周 [年]`, or the five-field Unix
form (`分 时 日 月 周`, second 0). Fields take `*`, `?`, lists, ranges, steps and English month / weekday
names; weekdays are 0-7 (0 and 7 are Sunday). Times are wall-clock times of the configured zone."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sitesafe.core.timefmt import from_local, to_local

_MONTH_NAMES = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
_MONTHS = {m: i for i, m in enumerate(_MONTH_NAMES, 1)}
_WEEKDAYS = {d: i for i, d in enumerate(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])}
# (label, low, high, names)
_FIELDS: tuple[tuple[str, int, int, dict[str, int]], ...] = (
    ("秒", 0, 59, {}),
    ("分", 0, 59, {}),
    ("时", 0, 23, {}),
    ("日", 1, 31, {}),
    ("月", 1, 12, _MONTHS),
    ("周", 0, 7, _WEEKDAYS),
    ("年", 1970, 2099, {}),
)
SEARCH_YEARS = 8


class CronError(ValueError):
    """An expression that cannot be read; the message is Chinese and names the field."""


def _number(text: str, label: str, low: int, high: int, names: dict[str, int]) -> int:
    value = names.get(text.upper())
    if value is None:
        if not (text.isascii() and text.isdigit()):  # isdigit alone takes "²", which int() refuses
            if any(c in text.upper() for c in "LW#"):
                raise CronError(f"cron表达式的{label}字段“{text}”使用了不支持的L、W、#写法")
            raise CronError(f"cron表达式的{label}字段“{text}”不是有效的值")
        value = int(text)
    if not low <= value <= high:
        raise CronError(f"cron表达式的{label}字段取值应在{low}到{high}之间")
    return value


def _field(text: str, index: int) -> frozenset[int] | None:
    """The allowed values, or None for `*`/`?` (no restriction)."""
    label, low, high, names = _FIELDS[index]
    if text in ("*", "?"):
        return None
    values: set[int] = set()
    for part in text.split(","):
        base, _, step_text = part.partition("/")
        step = 1
        if step_text:
            if not (step_text.isascii() and step_text.isdigit()) or int(step_text) == 0:
                raise CronError(f"cron表达式的{label}字段步长“{step_text}”不正确")
            step = int(step_text)
        if base in ("*", "?"):
            start, end = low, high
        elif "-" in base:
            first, _, last = base.partition("-")
            start = _number(first, label, low, high, names)
            end = _number(last, label, low, high, names)
            if start > end:
                raise CronError(f"cron表达式的{label}字段范围“{base}”起点大于终点")
        else:
            start = _number(base, label, low, high, names)
            end = high if step_text else start
        values.update(range(start, end + 1, step))
    if index == 5 and 7 in values:
        values = (values - {7}) | {0}
    return frozenset(values)


@dataclass(frozen=True)
class Cron:
    text: str
    seconds: tuple[int, ...]
    minutes: tuple[int, ...]
    hours: tuple[int, ...]
    days: frozenset[int] | None
    months: frozenset[int] | None
    weekdays: frozenset[int] | None
    years: frozenset[int] | None

    def _day_matches(self, moment: datetime) -> bool:
        weekday = moment.isoweekday() % 7
        if self.days is None:
            return self.weekdays is None or weekday in self.weekdays
        if self.weekdays is None:
            return moment.day in self.days
        return moment.day in self.days or weekday in self.weekdays  # both restricted: either (Unix cron)

    def next_local(self, after: datetime) -> datetime | None:
        """The first matching wall-clock second strictly after `after` (naive local), within some years."""
        t = after.replace(microsecond=0) + timedelta(seconds=1)
        limit = max(self.years) if self.years else t.year + SEARCH_YEARS
        while t.year <= limit:
            if self.years is not None and t.year not in self.years:
                later = [y for y in self.years if y > t.year]
                if not later:
                    return None
                t = datetime(min(later), 1, 1)
                continue
            if self.months is not None and t.month not in self.months:
                t = (t.replace(day=1) + timedelta(days=32)).replace(day=1, hour=0, minute=0, second=0)
                continue
            if not self._day_matches(t):
                t = (t + timedelta(days=1)).replace(hour=0, minute=0, second=0)
                continue
            hour = next((h for h in self.hours if h >= t.hour), None)
            if hour is None:
                t = (t + timedelta(days=1)).replace(hour=0, minute=0, second=0)
                continue
            if hour != t.hour:
                t = t.replace(hour=hour, minute=0, second=0)
            minute = next((m for m in self.minutes if m >= t.minute), None)
            if minute is None:
                t = (t + timedelta(hours=1)).replace(minute=0, second=0)
                continue
            if minute != t.minute:
                t = t.replace(minute=minute, second=0)
            second = next((s for s in self.seconds if s >= t.second), None)
            if second is None:
                t = (t + timedelta(minutes=1)).replace(second=0)
                continue
            return t.replace(second=second)
        return None

    def next_after(self, after_utc: datetime) -> datetime | None:
        """The next fire time strictly after a naive UTC time, as naive UTC."""
        local = self.next_local(to_local(after_utc).replace(tzinfo=None))
        return None if local is None else from_local(local)

    def upcoming(self, after_utc: datetime, count: int) -> list[datetime]:
        times: list[datetime] = []
        moment: datetime | None = after_utc
        while len(times) < count and moment is not None:
            moment = self.next_after(moment)
            if moment is not None:
                times.append(moment)
        return times


def _all(values: frozenset[int] | None, index: int) -> tuple[int, ...]:
    _, low, high, _ = _FIELDS[index]
    return tuple(sorted(values)) if values is not None else tuple(range(low, high + 1))


def parse_cron(text: str) -> Cron:
    """Reads an expression; raises `CronError` with a Chinese message when it is not valid."""
    parts = text.split()
    if len(parts) == 5:
        parts = ["0", *parts]
    if len(parts) not in (6, 7):
        raise CronError("cron表达式应为6位（秒 分 时 日 月 周）或7位（含年），如 0 0/5 * * * ?")
    fields = [_field(part, i) for i, part in enumerate(parts)]
    return Cron(
        text=" ".join(parts),
        seconds=_all(fields[0], 0),
        minutes=_all(fields[1], 1),
        hours=_all(fields[2], 2),
        days=fields[3],
        months=fields[4],
        weekdays=fields[5],
        years=fields[6] if len(fields) == 7 else None,
    )


def validate_cron(text: str, now_utc: datetime) -> Cron:
    """`parse_cron` plus: the expression must fire at least once in the coming years."""
    cron = parse_cron(text)
    if cron.next_after(now_utc) is None:
        raise CronError("cron表达式在未来没有执行时间，请检查日、月、周、年字段")
    return cron
