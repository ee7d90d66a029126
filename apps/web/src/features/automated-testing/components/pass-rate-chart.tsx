/**
 * The pass-rate lines drawn with echarts (themed from antd's tokens, resized with its container), with a Chart/Table
 * switch: the table holds the same numbers for the keyboard and screen readers.
 */
import { Flex, Segmented, Table, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ECharts } from 'echarts/core';
import { percentText, type TrendLines } from '@/features/automated-testing/model/trend-data';
import { trendOption, type TrendColours } from '@/features/automated-testing/model/trend-option';

type View = 'chart' | 'table';

function TrendTable({ lines, label }: { lines: TrendLines; label: string }) {
  const rows = lines.categories.map((run, i) => ({ run, ...Object.fromEntries(lines.series.map((series) => [series.name, series.values[i] ?? null])) }));
  return (
    <Table size="small" aria-label={label} rowKey="run" pagination={false} dataSource={rows} scroll={{ x: 'max-content', y: 220 }}
      columns={[
        { title: 'Run', dataIndex: 'run', key: 'run', fixed: 'left', width: 70 },
        ...lines.series.map((series) => ({
          title: series.name, key: series.name, render: (_: unknown, row: Record<string, unknown>) => percentText(row[series.name] as number | null),
        })),
      ]} />
  );
}

export function PassRateChart({ lines, label, height = 280 }: { lines: TrendLines; label: string; height?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  const [view, setView] = useState<View>('chart');
  const { token } = theme.useToken();

  useEffect(() => {
    let instance: ECharts | undefined;
    let cancelled = false;
    void import('@/features/automated-testing/components/pass-rate-echarts').then(({ init }) => {
      if (cancelled || !container.current) return;
      instance = init(container.current, undefined, { renderer: 'canvas' });
      setChart(instance);
    });
    return () => {
      cancelled = true;
      instance?.dispose();
      setChart(null);
    };
  }, []);

  const colours = useMemo<TrendColours>(() => ({
    text: token.colorText, textSecondary: token.colorTextSecondary, axisLine: token.colorBorder, splitLine: token.colorBorderSecondary,
    tooltipBackground: token.colorBgElevated, primary: token.colorPrimary,
  }), [token]);
  const option = useMemo(() => trendOption(lines, colours), [lines, colours]);
  useEffect(() => { chart?.setOption(option, { notMerge: true }); }, [chart, option]);
  useEffect(() => {
    const element = container.current;
    if (!chart || !element) return;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => observer.disconnect();
  }, [chart]);

  return (
    <Flex vertical gap={4}>
      <Flex justify="flex-end">
        <Segmented<View> size="small" aria-label={`${label}: show as`} value={view} onChange={setView}
          options={[{ value: 'chart', label: 'Chart' }, { value: 'table', label: 'Table' }]} />
      </Flex>
      {/* The chart stays drawn while the table shows, so going back needs no redraw. */}
      <div ref={container} role="img" aria-label={label} hidden={view === 'table'} style={{ width: '100%', minWidth: 0, height }} />
      {view === 'table' && <TrendTable lines={lines} label={label} />}
    </Flex>
  );
}
