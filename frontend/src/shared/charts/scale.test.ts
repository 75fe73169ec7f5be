import { describe, expect, it } from 'vitest';
import {
  arcPath, areaPath, formatCount, formatKb, labelEvery, linear, linePath, niceStep, niceTicks, percent, shortLabel, slices, slotAt,
} from './scale';

describe('niceTicks', () => {
  it('splits a range into 1-2-5 steps ending at or above the maximum', () => {
    expect(niceTicks(7, 4)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100, 4)).toEqual([0, 50, 100]);
    expect(niceTicks(1234, 4)).toEqual([0, 500, 1000, 1500]);
  });
  it('never gives fractional steps for counts, and copes with empty data', () => {
    expect(niceStep(3, 10)).toBe(1);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
  });
});

describe('linear', () => {
  it('maps the domain onto the range, inverted for a y axis', () => {
    const y = linear(0, 10, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(100);
    expect(y(10)).toBe(0);
  });
  it('maps a zero-width domain to the range start', () => {
    expect(linear(3, 3, 10, 20)(3)).toBe(10);
  });
});

describe('paths', () => {
  it('draws a line and closes an area down to the baseline', () => {
    expect(linePath([[0, 10], [5, 2.345]])).toBe('M0,10L5,2.35');
    expect(areaPath([[0, 10], [5, 2]], 20)).toBe('M0,10L5,2L5,20L0,20Z');
    expect(areaPath([], 20)).toBe('');
  });
  it('draws a full ring as one closed shape', () => {
    const d = arcPath(50, 50, 40, 20, 0, Math.PI * 2);
    expect(d.startsWith('M50,10A40,40 0 1 1')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
  });
});

describe('slices', () => {
  it('gives each value its share of the turn', () => {
    const s = slices([1, 3]);
    expect(s.map((x) => x.share)).toEqual([0.25, 0.75]);
    expect(s[1].end).toBeCloseTo(Math.PI * 2);
  });
  it('has nothing to draw for empty or all-zero data', () => {
    expect(slices([])).toEqual([]);
    expect(slices([0, 0, -1])).toEqual([]);
  });
});

describe('axis labels and hover slots', () => {
  it('skips labels that would overlap', () => {
    expect(labelEvery(30, 600, 48)).toBe(3);
    expect(labelEvery(7, 600, 48)).toBe(1);
    expect(labelEvery(0, 600, 48)).toBe(1);
  });
  it('finds the slot under the pointer, clamped to the plot', () => {
    expect(slotAt(15, 10, 100, 10, false)).toBe(0);
    expect(slotAt(105, 10, 100, 10, false)).toBe(9);
    expect(slotAt(500, 10, 100, 10, false)).toBe(9);
    expect(slotAt(60, 10, 100, 3, true)).toBe(1);
    expect(slotAt(60, 10, 100, 0, false)).toBe(-1);
  });
});

describe('formats', () => {
  it('writes counts the Chinese way', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12345)).toBe('1.2万');
    expect(formatCount(350000000)).toBe('3.5亿');
  });
  it('writes sizes and shares', () => {
    expect(formatKb(512)).toBe('512 KB');
    expect(formatKb(2048)).toBe('2 MB');
    expect(formatKb(1536 * 1024)).toBe('1.5 GB');
    expect(percent(1 / 3)).toBe('33.3%');
  });
  it('shortens day and hour labels', () => {
    expect(shortLabel('2026-11-21')).toBe('11-21');
    expect(shortLabel('2026-11-21 09')).toBe('09:00');
    expect(shortLabel('其他')).toBe('其他');
  });
});
