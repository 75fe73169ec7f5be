import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RingChart } from './RingChart';
import { TrendChart } from './TrendChart';

const labels = ['2026-11-19', '2026-11-20', '2026-11-21'];

describe('TrendChart', () => {
  it('stacks one bar part per non-zero value and labels the days', () => {
    const { container } = render(
      <TrendChart title="操作趋势" kind="bar" labels={labels}
        series={[{ name: '成功', values: [2, 0, 5] }, { name: '失败', values: [1, 0, 0] }]} />,
    );
    expect(screen.getByRole('img', { name: '操作趋势' })).toBeTruthy();
    expect(container.querySelectorAll('rect[height]').length).toBe(3);
    expect(screen.getByText('11-21')).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
  });

  it('says there is no data when every value is zero', () => {
    render(<TrendChart title="登录趋势" labels={labels} series={[{ name: '登录', values: [0, 0, 0] }]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows the hovered day with each series value', () => {
    const { container } = render(
      <TrendChart title="登录趋势" labels={labels} series={[{ name: '登录成功', values: [3, 4, 5] }, { name: '登录失败', values: [0, 1, 0] }]} />,
    );
    const svg = container.querySelector('svg')!;
    fireEvent.mouseMove(svg, { clientX: 590, clientY: 50 });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('2026-11-21');
    expect(tip.textContent).toContain('登录成功5');
  });
});

describe('RingChart', () => {
  it('shows the total and each share', () => {
    render(<RingChart title="类型" totalLabel="总计" items={[{ name: '增加', value: 3 }, { name: '编辑', value: 1 }]} />);
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
  });

  it('shows an empty state for no data', () => {
    render(<RingChart title="类型" totalLabel="总计" items={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
