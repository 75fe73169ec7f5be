import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RingChart } from './RingChart';
import { TrendChart } from './TrendChart';

describe('chart components', () => {
  it('draw an SVG chart (echarts) in a named box', () => {
    const { container } = render(
      <TrendChart title="登录趋势" labels={['2026-11-20', '2026-11-21']} series={[{ name: '登录', values: [1, 3] }]} />,
    );
    expect(screen.getByRole('img', { name: '登录趋势' })).toBeTruthy();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('show the ring legend beside the chart, or the empty text without data', () => {
    const { rerender } = render(<RingChart title="类型" totalLabel="总计" items={[{ name: '增加', value: 3 }, { name: '编辑', value: 1 }]} />);
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByTitle('编辑')).toBeTruthy();
    rerender(<RingChart title="类型" totalLabel="总计" items={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
