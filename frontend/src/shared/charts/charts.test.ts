import { describe, expect, it } from 'vitest';
import { formatCount, formatKb, percent, shortLabel } from './format';
import { isEmpty, ringLegend, ringOption, sparkOption, trendOption } from './options';

const labels = ['2026-11-19', '2026-11-20', '2026-11-21'];
const base = { labels, formatLabel: shortLabel, formatValue: formatCount, emptyText: '暂无数据' };

type Loose = Record<string, any>;

describe('trendOption', () => {
  it('stacks bar series per day, with a legend for several series and short day labels', () => {
    const option = trendOption({ ...base, kind: 'bar', series: [{ name: '成功', values: [2, 0, 5] }, { name: '失败', values: [1, 0, 0] }] }) as Loose;
    expect(option.series.map((s: Loose) => [s.type, s.stack, s.data])).toEqual([
      ['bar', 'total', [2, 0, 5]],
      ['bar', 'total', [1, 0, 0]],
    ]);
    expect(option.legend.show).not.toBe(false);
    expect(option.xAxis.axisLabel.formatter('2026-11-21')).toBe('11-21');
    expect(option.title).toBeUndefined();
  });

  it('draws areas as lines with a filled area, without a legend for one series', () => {
    const option = trendOption({ ...base, kind: 'area', series: [{ name: '登录', values: [3, 4, 5] }] }) as Loose;
    expect(option.series[0].type).toBe('line');
    expect(option.series[0].areaStyle).toBeTruthy();
    expect(option.legend.show).toBe(false);
    expect(option.tooltip.valueFormatter(12345)).toBe('1.2万');
  });

  it('says there is no data when every value is zero', () => {
    const option = trendOption({ ...base, kind: 'line', series: [{ name: '登录', values: [0, 0, 0] }] }) as Loose;
    expect(option.title.text).toBe('暂无数据');
    expect(isEmpty([], [])).toBe(true);
  });
});

describe('ringOption', () => {
  it('shows the total in the middle and each share in the legend and tooltip', () => {
    const option = ringOption([{ name: '增加', value: 3 }, { name: '编辑', value: 1 }], '总计', formatCount, 168) as Loose;
    expect(option.title.text).toBe('4');
    expect(option.title.subtext).toBe('总计');
    expect(ringLegend([{ name: '增加', value: 3 }, { name: '编辑', value: 1 }], formatCount).map((r) => [r.name, r.share, r.value]))
      .toEqual([['增加', '75%', '3'], ['编辑', '25%', '1']]);
    expect(option.tooltip.formatter({ name: '编辑', value: 1 })).toBe('编辑：1（25%）');
  });

  it('counts negative values as zero', () => {
    const option = ringOption([{ name: 'a', value: -2 }, { name: 'b', value: 2 }], '总计', formatCount, 100) as Loose;
    expect(option.series[0].data).toEqual([{ name: 'a', value: 0 }, { name: 'b', value: 2 }]);
  });
});

describe('sparkOption', () => {
  it('is a bare line without axes', () => {
    const option = sparkOption([1, 3, 2], '#13c2c2') as Loose;
    expect(option.xAxis.show).toBe(false);
    expect(option.series[0].data).toEqual([1, 3, 2]);
    expect(option.series[0].lineStyle.color).toBe('#13c2c2');
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
