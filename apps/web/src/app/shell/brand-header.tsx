import { Flex, theme } from 'antd';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { useSession } from '@/lib/session/session-store';

/** The sidebar header (spec §9: height 60): product and brand name (plain text: the shell carries no Typography). */
export function BrandHeader({ compact = false }: { compact?: boolean }) {
  const brand = useSession()?.brandInfo.name;
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={8} style={{ height: THRESHOLDS.sidebarHeaderHeight, padding: compact ? '0 8px' : '0 20px', overflow: 'hidden' }}>
      <strong style={{ fontSize: compact ? 14 : 18, fontWeight: 600, whiteSpace: 'nowrap', color: token.colorText }}>
        {compact ? 'SB' : 'Switchboard'}
      </strong>
      {!compact && brand && (
        <span title={brand} style={{ fontSize: 12, color: token.colorTextSecondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {brand}
        </span>
      )}
    </Flex>
  );
}
