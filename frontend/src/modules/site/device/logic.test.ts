import { describe, expect, it } from 'vitest';
import type { EffectiveThreshold } from '@/api/modules/siteDevice';
import { sinceText, thresholdChanges } from './logic';
import { DEVICE_KINDS, FREE_KINDS, KIND_NAMES, PARAM_GROUPS, cleanParams, paramRows } from './paramFields';

describe('sinceText', () => {
  it('says how long ago in Chinese', () => {
    expect(sinceText(0)).toBe('刚刚');
    expect(sinceText(59)).toBe('刚刚');
    expect(sinceText(5 * 60 + 10)).toBe('5分钟前');
    expect(sinceText(2 * 3600 + 5)).toBe('2小时前');
    expect(sinceText(3 * 86400)).toBe('3天前');
  });

  it('says never for a device that never reported', () => {
    expect(sinceText(null)).toBe('从未上线');
    expect(sinceText(undefined)).toBe('从未上线');
  });
});

const row = (key: string, deviceValue: number | null): EffectiveThreshold => ({
  key, label: key, unit: '%', value: deviceValue ?? 75, source: deviceValue === null ? 'default' : 'device',
  sourceName: '', defaultValue: 75, projectValue: null, deviceValue, low: 50, high: 100,
});

describe('thresholdChanges', () => {
  it('sends changed values, null for a cleared override, nothing for untouched rows', () => {
    const rows = [row('a', null), row('b', 80), row('c', 85), row('d', null)];
    expect(thresholdChanges(rows, { a: 70, b: null, c: 85, d: null })).toEqual({ a: 70, b: null });
    expect(thresholdChanges(rows, {})).toEqual({});
  });
});

describe('kind parameters', () => {
  it('has a name and distinct keys for every kind, key-value rows for the free kinds', () => {
    for (const kind of DEVICE_KINDS) {
      expect(KIND_NAMES[kind]).toBeTruthy();
      const keys = PARAM_GROUPS[kind].flatMap((g) => g.fields.map((f) => f.key));
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length === 0).toBe(FREE_KINDS.includes(kind));
    }
    expect(PARAM_GROUPS.crane.flatMap((g) => g.fields).find((f) => f.key === 'reeving')).toMatchObject({ min: 1, max: 16 });
  });

  it('leaves out empty values and unknown keys, trims texts', () => {
    expect(cleanParams('crane', { reeving: 4, jibLength: null, blackBoxVendor: ' 中联 ', nope: 1, towerHeight: '' }))
      .toEqual({ reeving: 4, blackBoxVendor: '中联' });
    expect(cleanParams('general', { items: [{ key: ' 电压 ', value: '220V ' }, { key: '', value: 'x' }] }))
      .toEqual({ items: [{ key: '电压', value: '220V' }] });
    expect(cleanParams('gateway', null)).toEqual({ items: [] });
  });

  it('shows parameters with units, switches and options as text', () => {
    expect(paramRows('crane', { jibLength: 60, reeving: 2 })).toEqual([
      { group: '起升与幅度', label: '倍率', text: '2' },
      { group: '结构尺寸', label: '起重臂长', text: '60 m' },
    ]);
    expect(paramRows('environment', { sprayLinkage: false }).map((r) => r.text)).toEqual(['关闭']);
    expect(paramRows('face', { direction: 2 }).map((r) => r.text)).toEqual(['出']);
    expect(paramRows('general', { items: [{ key: 'k', value: 'v' }] })).toEqual([{ group: '参数', label: 'k', text: 'v' }]);
  });
});
