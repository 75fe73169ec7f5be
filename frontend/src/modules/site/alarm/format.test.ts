import { describe, expect, it } from 'vitest';
import { allowedSteps, durationText, snapshotItems, valueText } from './format';

describe('alarm format', () => {
  it('shows durations in their two largest units', () => {
    expect(durationText(0)).toBe('0秒');
    expect(durationText(8)).toBe('8秒');
    expect(durationText(250)).toBe('4分10秒');
    expect(durationText(3600)).toBe('1小时');
    expect(durationText(3600 * 3 + 300)).toBe('3小时5分');
    expect(durationText(86400 + 7200 + 59)).toBe('1天2小时');
    expect(durationText(-5)).toBe('0秒');
  });

  it('shows a value against its limit', () => {
    expect(valueText({ value: 95.456, limitValue: 90 })).toBe('95.46 / 90');
    expect(valueText({ value: 13, limitValue: null })).toBe('13');
    expect(valueText({ value: null, limitValue: null })).toBe('-');
  });

  it('offers only the moves the server allows', () => {
    expect(allowedSteps(0)).toEqual({ accept: true, handle: true, falseAlarm: true });
    expect(allowedSteps(1)).toEqual({ accept: false, handle: true, falseAlarm: true });
    expect(allowedSteps(2)).toEqual({ accept: false, handle: false, falseAlarm: false });
    expect(allowedSteps(3)).toEqual({ accept: false, handle: false, falseAlarm: false });
  });

  it('labels a snapshot and skips empty values', () => {
    expect(snapshotItems({ momentPercent: 95, windSpeed: null, unknownKey: 'x' })).toEqual([
      { label: '力矩百分比(%)', value: '95' },
      { label: 'unknownKey', value: 'x' },
    ]);
    expect(snapshotItems(null)).toEqual([]);
  });
});
