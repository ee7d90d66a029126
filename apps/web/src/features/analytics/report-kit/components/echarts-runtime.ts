/**
 * echarts with only what the report charts draw (echarts/core, canvas renderer for PNG export). Imported lazily by
 * ReportChart, so echarts is never part of the sign-in or shell bundles; keep this list in step with chart-options.ts.
 */
import { BarChart, HeatmapChart, LineChart, PieChart, SankeyChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// echarts' own `use` (registers the parts), renamed so it is not taken for React's hook.
register([BarChart, LineChart, PieChart, SankeyChart, HeatmapChart, GridComponent, LegendComponent, TooltipComponent, VisualMapContinuousComponent, CanvasRenderer]);

export { init };
