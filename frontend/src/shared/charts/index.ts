export { TrendChart, type Series, type TrendChartProps } from './TrendChart';
export { Sparkline } from './Sparkline';
export { RingChart, type RingItem } from './RingChart';
export { EChart, type EChartProps } from './EChart';
export { formatCount, formatKb, percent, shortLabel, PALETTE } from './format';
