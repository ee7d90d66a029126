import { Alert } from 'antd';
import type { Maintenance } from '@switchboard/contracts/auth/auth.schemas';

export const MAINTENANCE_BANNER_HEIGHT = 40;

interface MaintenanceBannerProps {
  maintenance: Maintenance;
}

/** Spec §2: a fixed-height banner with a scrolling message and a status type (default warning). */
export function MaintenanceBanner({ maintenance }: MaintenanceBannerProps) {
  return (
    <Alert
      banner
      showIcon
      type={maintenance.type ?? 'warning'}
      role="status"
      style={{ height: MAINTENANCE_BANNER_HEIGHT, overflow: 'hidden' }}
      title={
        <div className="sb-marquee">
          <span className="sb-visually-hidden">{maintenance.message}</span>
          <span className="sb-marquee__text" aria-hidden>{maintenance.message}</span>
        </div>
      }
    />
  );
}
