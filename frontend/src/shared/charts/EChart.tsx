import { useEffect, useRef } from 'react';
import { echarts, type ChartOption } from './echarts';

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** The accessible name of the chart (a role="img" box). */
  title: string;
  /** Replace the whole option instead of merging into the previous one (series removed, etc.). */
  replace?: boolean;
  testId?: string;
}

/** An echarts instance in a box: set up once, given each new option, resized with its box, disposed on unmount. */
export function EChart({ option, height, title, replace = true, testId }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: replace, lazyUpdate: true });
  }, [option, replace]);
  return <div ref={ref} role="img" aria-label={title} data-testid={testId} style={{ width: '100%', height }} />;
}
