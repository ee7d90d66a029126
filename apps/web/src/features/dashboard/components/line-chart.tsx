/**
 * A small SVG line chart (no chart library on the dashboard: it is the first page after sign-in).
 * Colours come from the antd theme tokens, so it reads in light and dark mode; a hidden summary
 * gives screen readers the latest values.
 */
import { Flex, Typography, theme } from 'antd';

export interface ChartSeries {
  name: string;
  color: string;
  values: number[];
}

interface LineChartProps {
  series: ChartSeries[];
  /** Labels of the first and last points (x axis ends). */
  startLabel?: string;
  endLabel?: string;
  height?: number;
  title: string;
  /** Shown over an empty plot while there is nothing to draw: the chart keeps its full size either way, so
   * the page does not move when the first numbers arrive. */
  emptyText?: string;
}

const WIDTH = 600;
const PAD = { top: 8, right: 8, bottom: 4, left: 8 };

export function pathOf(values: number[], max: number, height: number, slots: number): string {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const step = slots > 1 ? innerW / (slots - 1) : 0;
  return values
    .map((value, i) => `${i === 0 ? 'M' : 'L'}${(PAD.left + i * step).toFixed(1)},${(PAD.top + innerH - (value / max) * innerH).toFixed(1)}`)
    .join(' ');
}

/** Keeps a text line's height when it has nothing to say yet. */
const NOTHING = '\u00a0';

export function LineChart({ series, startLabel, endLabel, height = 160, title, emptyText }: LineChartProps) {
  const { token } = theme.useToken();
  const slots = Math.max(2, ...series.map((s) => s.values.length));
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const summary = series.map((s) => `${s.name}: ${s.values.at(-1) ?? 0}`).join(', ');
  return (
    <figure style={{ margin: 0 }}>
      <Flex justify="space-between" align="baseline" style={{ fontSize: 12, color: token.colorTextSecondary }}>
        <span>{emptyText === undefined ? `max ${max}` : NOTHING}</span>
        <Flex gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {series.map((s) => (
            <li key={s.name}>
              <span aria-hidden style={{ display: 'inline-block', width: 10, height: 3, background: s.color, marginRight: 4, verticalAlign: 'middle' }} />
              {s.name}
            </li>
          ))}
        </Flex>
      </Flex>
      <div style={{ position: 'relative' }}>
        <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" height={height} preserveAspectRatio="none" style={{ display: 'block' }}
          {...(emptyText === undefined ? { role: 'img', 'aria-label': `${title}. Latest ${summary}` } : { 'aria-hidden': true })}>
          {[0.25, 0.5, 0.75, 1].map((f) => (
            <line key={f} x1={0} x2={WIDTH} y1={PAD.top + (height - PAD.top - PAD.bottom) * (1 - f)} y2={PAD.top + (height - PAD.top - PAD.bottom) * (1 - f)}
              stroke={token.colorBorderSecondary} strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {series.map((s) => s.values.length > 0 && (
            <path key={s.name} d={pathOf(s.values, max, height, slots)} fill="none" stroke={s.color} strokeWidth={2} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        {emptyText !== undefined && (
          <Flex role="status" align="center" justify="center" style={{ position: 'absolute', inset: 0, padding: 8, textAlign: 'center', color: token.colorTextSecondary }}>
            {emptyText}
          </Flex>
        )}
      </div>
      <Flex justify="space-between">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{startLabel || NOTHING}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{endLabel || NOTHING}</Typography.Text>
      </Flex>
    </figure>
  );
}
