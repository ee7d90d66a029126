/**
 * The chart's numbers as a table: the same rows the exports write, readable by screen readers, and every number a
 * button that drills down like a click on the chart (a canvas point cannot take keyboard focus).
 */
import { theme } from 'antd';
import type { ChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { pointAt } from '@/features/analytics/report-kit/model/chart-point';
import { toExportTable } from '@/features/analytics/report-kit/model/export-table';
import { formatValue, type Currency } from '@/features/analytics/report-kit/model/value-format';

export interface ChartDataTableProps {
  data: ChartData;
  label: string;
  height: number;
  currency?: Currency;
  onPointClick?: (point: ChartPoint) => void;
}

export function ChartDataTable({ data, label, height, currency, onPointClick }: ChartDataTableProps) {
  const { token } = theme.useToken();
  const table = toExportTable(data, currency);
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  const link = { background: 'none', border: 'none', padding: 0, fontFamily: 'inherit', fontSize: 'inherit', color: token.colorLink, cursor: 'pointer' };
  return (
    <div style={{ maxHeight: height, minHeight: height, overflow: 'auto' }} tabIndex={0} role="region" aria-label={`${label} (table)`}>
      <table style={{ borderCollapse: 'collapse', width: '100%', color: token.colorText, fontSize: token.fontSizeSM }}>
        <thead>
          <tr>{table.header.map((title, index) => (
            <th key={title} scope="col" style={{ ...cell, textAlign: index === 0 ? 'left' : 'right', position: 'sticky', top: 0, background: token.colorBgContainer }}>{title}</th>
          ))}</tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={`${rowIndex}-${String(row[0])}`}>
              {row.map((value, column) => {
                if (column === 0 || typeof value !== 'number') {
                  return column === 0
                    ? <th key={column} scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal', whiteSpace: 'normal' }}>{value}</th>
                    : <td key={column} style={cell}>{value === null ? '–' : value}</td>;
                }
                const shown = formatValue(value, data.unit, currency ? { currency } : {});
                const point = onPointClick ? pointAt(data, rowIndex, column) : null;
                return (
                  <td key={column} style={cell}>
                    {point && onPointClick ? <button type="button" style={link} onClick={() => onPointClick(point)}>{shown}</button> : shown}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
