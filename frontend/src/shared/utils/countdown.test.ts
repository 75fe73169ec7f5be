import { formatHms, remaining } from './countdown';

describe('remaining', () => {
  it('works with a date and with epoch milliseconds', () => {
    expect(remaining(new Date(10_000), 4_000)).toBe(6_000);
    expect(remaining(10_000, 4_000)).toBe(6_000);
  });
  it('never goes below zero', () => {
    expect(remaining(1_000, 5_000)).toBe(0);
  });
});

describe('formatHms', () => {
  it('formats hh:mm:ss', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59_000)).toBe('00:00:59');
    expect(formatHms(3_661_000)).toBe('01:01:01');
    expect(formatHms(100 * 3600_000)).toBe('100:00:00');
  });
  it('rounds a partial second up and clamps negatives', () => {
    expect(formatHms(1)).toBe('00:00:01');
    expect(formatHms(-5)).toBe('00:00:00');
  });
});
