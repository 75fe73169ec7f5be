import { formatBytes, toPercent, usageStatus } from './format';

describe('formatBytes', () => {
  it('scales by 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(16 * 1024 ** 3)).toBe('16.0 GB');
    expect(formatBytes(500 * 1024 ** 3)).toBe('500 GB');
  });
  it('accepts numeric strings and passes formatted strings through', () => {
    expect(formatBytes('2048')).toBe('2.00 KB');
    expect(formatBytes('15.6 GB')).toBe('15.6 GB');
    expect(formatBytes(null)).toBe('-');
  });
});

describe('toPercent', () => {
  it('reads numbers and strings with or without %', () => {
    expect(toPercent(45.26)).toBe(45.3);
    expect(toPercent('45.2')).toBe(45.2);
    expect(toPercent('45.2%')).toBe(45.2);
  });
  it('clamps and rejects garbage', () => {
    expect(toPercent(120)).toBe(100);
    expect(toPercent(-1)).toBe(0);
    expect(toPercent('n/a')).toBeNull();
    expect(toPercent(undefined)).toBeNull();
  });
});

describe('usageStatus', () => {
  it('turns red from 90 %', () => {
    expect(usageStatus(89.9)).toBe('normal');
    expect(usageStatus(90)).toBe('exception');
    expect(usageStatus(null)).toBe('normal');
  });
});
