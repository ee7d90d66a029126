/** The session-flow Sankey and the cohort heatmap (with its colour scale): about 23 KiB brotli most pages never need. */
import { HeatmapChart, SankeyChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';
import { use as register } from 'echarts/core';

register([SankeyChart, HeatmapChart, VisualMapContinuousComponent]);
