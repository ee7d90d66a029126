/** /admin/v1/downtime: list (with inDowntimeNow), create, update, delete windows. */
import { downtimeWindowSchema, SETTINGS_PATHS, type DowntimeWindow } from '@switchboard/contracts/settings/settings.schemas';
import { crudResource } from '@/lib/http/crud-resource';

export const downtimeApi = crudResource<DowntimeWindow>({ key: 'downtime', path: SETTINGS_PATHS.downtime, item: downtimeWindowSchema });
