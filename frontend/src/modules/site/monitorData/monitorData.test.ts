import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { DeviceLatest, Series } from '@/api/modules/monitorData';
import { compass, isDaytime } from '../environmentData/def';
import { momentColor } from '../craneData/def';
import { markLines, seriesOption } from './chartOptions';
import { applyAlarm, applyDevice, applyReading } from './liveState';
import { presetRange, rangeParams, withinLimit } from './ranges';
import type { ChartGroup } from './types';

type Loose = Record<string, any>;

const device = (id: string, time: string | null = null): DeviceLatest => ({
  deviceId: id, name: `${id}#塔吊`, code: id, location: null, lastSeen: null, online: false, openAlarms: 0, thresholds: { craneMomentWarn: 75, craneMomentAlarm: 90 },
  latest: time ? { deviceId: id, deviceName: null, alarmMask: null, driverName: null, time, values: { momentPercent: 40 } } : null,
});

describe('live events on the device cards', () => {
  it('a reading becomes the device newest values and marks it online; others stay as they were', () => {
    const list = [device('1', '2026-11-25 10:00:00'), device('2')];
    const ms = dayjs('2026-11-25 10:00:10').valueOf();
    const next = applyReading(list, { deviceId: '1', time: ms, values: { momentPercent: 91.5 }, alarmMask: 8 });
    expect(next[0].latest?.values).toEqual({ momentPercent: 91.5 });
    expect(next[0].latest?.time).toBe('2026-11-25 10:00:10');
    expect(next[0].online).toBe(true);
    expect(next[1]).toBe(list[1]);
    const late = applyReading(next, { deviceId: '1', time: '2026-11-25 09:59:00', values: { momentPercent: 1 } });
    expect(late[0].latest?.values.momentPercent).toBe(91.5);
  });

  it('device events switch the online tag', () => {
    expect(applyDevice([{ ...device('1'), online: true }], { deviceId: '1', online: false })[0].online).toBe(false);
  });

  it('an alarm of a shown device flashes its card until it is cleared; other devices are ignored', () => {
    const shown = new Set(['1']);
    const raised = applyAlarm({}, { action: 'raise', id: 'a1', title: '力矩报警', level: 2, deviceId: '1' }, shown, 5);
    expect(raised).toEqual({ 1: { id: 'a1', title: '力矩报警', level: 2, at: 5 } });
    expect(applyAlarm(raised, { action: 'raise', title: 'x', deviceId: '9' }, shown)).toBe(raised);
    expect(applyAlarm(raised, { action: 'clear', id: 'other', title: '', deviceId: '1' }, shown)).toBe(raised);
    expect(applyAlarm(raised, { action: 'clear', id: 'a1', title: '', deviceId: '1' }, shown)).toEqual({});
  });
});

describe('chart options', () => {
  const group: ChartGroup = {
    key: 'moment', title: '力矩百分比', fields: ['momentPercent'],
    marks: [{ key: 'craneMomentWarn', label: '预警', color: '#fa8c16' }, { key: 'craneMomentAlarm', label: '报警', color: '#ff4d4f' }, { key: 'missing', label: 'x', color: '#000' }],
  };
  const series: Series = {
    step: 600, source: 'minute', times: [0, 600000],
    lines: [
      { field: 'momentPercent', label: '力矩百分比', unit: '%', avg: [40, null], low: [10, null], high: [80, null] },
      { field: 'load', label: '吊重', unit: 't', avg: [1, 2], low: [1, 2], high: [1, 2] },
    ],
  };

  it('draws the fields of the chart over time with the known limits as mark lines', () => {
    const option = seriesOption(series, group, { craneMomentWarn: 75, craneMomentAlarm: 90 }) as Loose;
    expect(option.series).toHaveLength(1);
    expect(option.series[0].data).toEqual([[0, 40], [600000, null]]);
    expect(option.series[0].markLine.data.map((m: Loose) => [m.yAxis, m.label.formatter])).toEqual([[75, '预警 75'], [90, '报警 90']]);
    expect(option.yAxis.max({ max: 50 })).toBe(99);
    expect(option.yAxis.max({ max: 120 })).toBeUndefined();
    expect(option.yAxis.name).toBe('%');
  });

  it('shows the spread of aggregated steps in the tooltip', () => {
    const option = seriesOption(series, group, {}) as Loose;
    const text = option.tooltip.formatter([{ dataIndex: 0, seriesIndex: 0, marker: '', seriesName: '力矩百分比' }]);
    expect(text).toContain('力矩百分比：40%（10 ~ 80）');
    expect(markLines(group, {})).toEqual([]);
  });
});

describe('ranges and card colours', () => {
  it('offers today, 7 and 30 days and refuses more than 31 days', () => {
    const now = dayjs('2026-11-25 10:30:00');
    expect(rangeParams(presetRange('today', now))).toEqual({ beginTime: '2026-11-25 00:00:00', endTime: '2026-11-25 10:30:00' });
    expect(presetRange('month', now)[0].format('YYYY-MM-DD')).toBe('2026-10-26');
    expect(withinLimit([now.subtract(31, 'day'), now])).toBe(true);
    expect(withinLimit([now.subtract(32, 'day'), now])).toBe(false);
    expect(withinLimit([now, now])).toBe(false);
  });

  it('colours the moment green, orange from 75 % and red from 90 %', () => {
    expect([momentColor(74.9), momentColor(75), momentColor(89.9), momentColor(90)]).toEqual(['#52c41a', '#fa8c16', '#fa8c16', '#ff4d4f']);
    expect(momentColor(80, 85, 95)).toBe('#52c41a');
  });

  it('names wind directions and the noise period', () => {
    expect([compass(0), compass(90), compass(359), compass(null)]).toEqual(['北', '东', '北', '-']);
    expect([isDaytime(6), isDaytime(21), isDaytime(22), isDaytime(3)]).toEqual([true, true, false, false]);
  });
});
