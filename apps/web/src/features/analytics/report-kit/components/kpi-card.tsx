/**
 * One KPI: its number with the unit, the formula beside it (issue 24: "each KPI says how it is computed"), and, when
 * the page can drill down, the number is a button that opens the conversations behind it.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Typography, theme } from 'antd';
import { formatValue, type Currency, type ValueUnit } from '@/features/analytics/report-kit/model/value-format';

export interface KpiCardProps {
  title: string;
  value: number | null | undefined;
  unit: ValueUnit;
  /** How the number is computed, in words ("Handed-over conversations ÷ all conversations"). */
  formula: string;
  currency?: Currency;
  loading?: boolean;
  /** Drill down to the conversations behind the number. */
  onClick?: () => void;
}

export function KpiCard({ title, value, unit, formula, currency, loading, onClick }: KpiCardProps) {
  const { token } = theme.useToken();
  const shown = formatValue(value, unit, currency ? { currency } : {});
  const numberStyle = { fontSize: 24, fontWeight: 600, lineHeight: '32px', color: token.colorText };
  return (
    <Card size="small" style={{ minWidth: 160, height: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        {loading ? (
          <Skeleton.Input active size="small" style={{ height: 32 }} />
        ) : onClick ? (
          <button type="button" onClick={onClick} aria-label={`${title}: ${shown}. Show the conversations`}
            style={{ ...numberStyle, fontFamily: 'inherit', background: 'none', border: 'none', padding: 0, textAlign: 'left', cursor: 'pointer', color: token.colorLink }}>
            {shown}
          </button>
        ) : (
          <span style={numberStyle}>{shown}</span>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-kpi-formula="">
          <InfoCircleOutlined aria-hidden style={{ marginRight: 4 }} />
          {formula}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
