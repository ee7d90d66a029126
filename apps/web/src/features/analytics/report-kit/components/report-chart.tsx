/**
 * An echarts chart of report data (issue 24): themed from antd's tokens, resized with its container (debounced 750 ms),
 * labels split per §9, and a click on a point, bar, slice, link or cell reported as a ChartPoint for drill-down.
 * A Chart/Table switch shows the same numbers as a table whose values drill down from the keyboard too. echarts loads
 * with the first chart shown (echarts-runtime.ts), never with the shell.
 */
import { Flex, Segmented } from 'antd';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { ECharts } from 'echarts/core';
import type * as Runtime from '@/features/analytics/report-kit/components/echarts-runtime';
import { ChartDataTable } from '@/features/analytics/report-kit/components/chart-data-table';
import { useChartTheme } from '@/features/analytics/report-kit/hooks/use-chart-theme';
import { useDebouncedWidth } from '@/features/analytics/report-kit/hooks/use-debounced-size';
import type { ChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { buildChartOption } from '@/features/analytics/report-kit/model/chart-options';
import { pointFromClick, type ChartClickEvent } from '@/features/analytics/report-kit/model/chart-point';
import type { Currency } from '@/features/analytics/report-kit/model/value-format';
import { useScreenStore } from '@/lib/screen/screen-store';

export interface ReportChartHandle {
  /** The chart as a PNG data URL on the theme's background (null before echarts has drawn it). */
  toPng: () => string | null;
}

export interface ReportChartProps {
  data: ChartData;
  /** Names the chart for assistive technology ("Conversations by channel, per day"). */
  label: string;
  /** The whole height in px, the Chart/Table switch included (give the ReportSection the same). */
  height?: number;
  colours?: readonly string[];
  currency?: Currency;
  onPointClick?: (point: ChartPoint) => void;
  ref?: Ref<ReportChartHandle>;
}

let runtime: Promise<typeof Runtime> | undefined;
const loadRuntime = () => (runtime ??= import('@/features/analytics/report-kit/components/echarts-runtime'));
let extras: Promise<unknown> | undefined;
const needsExtras = (data: ChartData) => data.kind === 'sankey' || data.kind === 'heatmap';
const loadExtras = () => (extras ??= import('@/features/analytics/report-kit/components/echarts-extras'));

/** The Chart/Table switch above the chart, inside the chart's height so nothing moves. */
const VIEW_SWITCH_HEIGHT = 32;
/**
 * The least width a Sankey is drawn at: narrower (a phone), its step labels ran over each other; it scrolls sideways
 * in its card instead, as a focusable region (the keyboard scrolls it).
 */
const SANKEY_LEAST_WIDTH = 640;
type ChartView = 'chart' | 'table';

export function ReportChart({ data, label, height = 320, colours, currency, onPointClick, ref }: ReportChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const frameWidth = useDebouncedWidth(frame);
  const leastWidth = data.kind === 'sankey' ? SANKEY_LEAST_WIDTH : 0;
  const scrolls = leastWidth > 0 && frameWidth > 0 && frameWidth < leastWidth;
  const [chart, setChart] = useState<ECharts | null>(null);
  const [view, setView] = useState<ChartView>('chart');
  const theme = useChartTheme();
  const width = useDebouncedWidth(container);
  const viewportWidth = useScreenStore((state) => state.screen_width);
  const latest = useRef({ data, onPointClick });
  useEffect(() => { latest.current = { data, onPointClick }; });

  // echarts builds an instance's pipeline (layouts included) when it is created: the Sankey and heatmap parts must be
  // registered before, or the Sankey view renders without its layout and throws.
  const extrasNeeded = needsExtras(data);
  useEffect(() => {
    let instance: ECharts | undefined;
    let cancelled = false;
    const ready = extrasNeeded ? Promise.all([loadRuntime(), loadExtras()]).then(([loaded]) => loaded) : loadRuntime();
    void ready.then(({ init }) => {
      if (cancelled || !container.current) return;
      instance = init(container.current, undefined, { renderer: 'canvas' });
      instance.on('click', (event) => {
        const point = pointFromClick(latest.current.data, event as ChartClickEvent);
        if (point) latest.current.onPointClick?.(point);
      });
      setChart(instance);
    });
    return () => {
      cancelled = true;
      instance?.dispose();
      setChart(null);
    };
  }, [extrasNeeded]);

  const option = useMemo(
    () => buildChartOption(data, { theme, viewportWidth, ...(colours ? { colours } : {}), format: currency ? { currency } : {} }),
    [data, theme, viewportWidth, colours, currency],
  );
  useEffect(() => { chart?.setOption(option, { notMerge: true }); }, [chart, option]);
  useEffect(() => { if (width > 0) chart?.resize(); }, [chart, width]);

  useImperativeHandle(ref, () => ({
    toPng: () => chart?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme.background }) ?? null,
  }), [chart, theme.background]);

  const chartHeight = height - VIEW_SWITCH_HEIGHT;
  return (
    <div style={{ width: '100%', minWidth: 0, height }}>
      <Flex justify="flex-end" style={{ height: VIEW_SWITCH_HEIGHT }}>
        <Segmented<ChartView> size="small" aria-label={`${label}: show as`} value={view} onChange={setView}
          options={[{ value: 'chart', label: 'Chart' }, { value: 'table', label: 'Table' }]} />
      </Flex>
      {/* The chart stays drawn while the table shows, so PNG export and the return to the chart need no redraw. */}
      <div ref={frame} hidden={view === 'table'} style={{ width: '100%', minWidth: 0, overflowX: leastWidth ? 'auto' : undefined }}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}>
        <div
          ref={container}
          role="img"
          aria-label={label}
          style={{ width: '100%', minWidth: leastWidth, height: chartHeight, cursor: onPointClick ? 'pointer' : undefined }}
        />
      </div>
      {view === 'table' && (
        <ChartDataTable data={data} label={label} height={chartHeight} {...(currency ? { currency } : {})} {...(onPointClick ? { onPointClick } : {})} />
      )}
    </div>
  );
}
