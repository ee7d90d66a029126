import { useQuery } from '@tanstack/react-query';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { maintenanceQuery } from '@/features/auth/api/maintenance';

/** The maintenance banner, shown only when the configuration enables it. */
export function MaintenanceSlot() {
  const { data } = useQuery(maintenanceQuery());
  return data?.enabled ? <MaintenanceBanner maintenance={data} /> : null;
}
