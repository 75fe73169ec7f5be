/**
 * The one charting library of the console, tree-shaken: `echarts/core` with only the chart types and
 * components the console draws, rendered as SVG (crisp at any zoom, light for a few thousand points).
 * Imported only by chart components, so it lands in the chunks of the screens that show charts.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, TitleComponent, TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent,
  TitleComponent, DataZoomComponent, SVGRenderer,
]);

export { echarts };
export type { EChartsCoreOption as ChartOption } from 'echarts/core';
