import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { useSession } from '@/lib/session/session-store';

/** The sidebar header (spec §9: height 60): product and brand name. */
export function BrandHeader({ compact = false }: { compact?: boolean }) {
  const brand = useSession()?.brandInfo.name;
  return (
    <div className="sb-brand" data-compact={compact} style={{ height: THRESHOLDS.sidebarHeaderHeight }}>
      <strong className="sb-brand__product">{compact ? 'SB' : 'Switchboard'}</strong>
      {!compact && brand && <span className="sb-brand__name" title={brand}>{brand}</span>}
    </div>
  );
}
