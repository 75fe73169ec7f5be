export { TrendChart, type Series, type TrendChartProps } from './TrendChart';
export { Sparkline } from './Sparkline';
export { RingChart, type RingItem } from './RingChart';
export { formatCount, formatKb, percent, shortLabel } from './scale';
