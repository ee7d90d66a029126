/**
 * echarts with only what the pass-rate chart draws (line, grid, legend, tooltip, canvas), imported lazily by
 * PassRateChart so echarts stays out of the page's first bundle; the same echarts package the analytics reports use.
 */
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// echarts' own `use` (registers the parts), renamed so it is not taken for React's hook.
register([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
