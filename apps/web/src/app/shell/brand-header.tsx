import { Flex, Typography } from 'antd';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { useSession } from '@/lib/session/session-store';

/** The sidebar header (spec §9: height 60): product and brand name. */
export function BrandHeader({ compact = false }: { compact?: boolean }) {
  const brand = useSession()?.brandInfo.name;
  return (
    <Flex align="center" gap={8} style={{ height: THRESHOLDS.sidebarHeaderHeight, padding: compact ? '0 8px' : '0 20px', overflow: 'hidden' }}>
      <Typography.Text strong style={{ fontSize: compact ? 14 : 18, whiteSpace: 'nowrap' }}>
        {compact ? 'SB' : 'Switchboard'}
      </Typography.Text>
      {!compact && brand && (
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {brand}
        </Typography.Text>
      )}
    </Flex>
  );
}
