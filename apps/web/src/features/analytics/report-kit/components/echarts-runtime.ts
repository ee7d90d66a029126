/**
 * echarts with only what the common report charts draw (echarts/core: line, bar, pie, grid, legend, tooltip, canvas
 * renderer for PNG export). Imported lazily by ReportChart, so echarts is never part of the sign-in or shell bundles;
 * sankey and heatmap come in echarts-extras.ts, only for the pages that show them. Keep these lists in step with
 * chart-options.ts (chart-render.test.ts draws every kind with them and fails on echarts' warnings).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// echarts' own `use` (registers the parts), renamed so it is not taken for React's hook.
register([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
