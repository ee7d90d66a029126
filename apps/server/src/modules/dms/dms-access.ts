/**
 * Who may call what in dialogue management. Reads (domains, actions, one story, the story list) are open to any DMS
 * page: the dialogue editor needs the actions and the domains, the actions page the domains. Writes need their page
 * and the bot's edit action (trainers have it; a custom role can be given the pages read-only); training needs the
 * Dialogues page and the bot's train action, as the bot builder's trainApp does.
 */
import { callerOf, type AuthContext } from '@/plugins/auth';

export const DMS_PAGES = [
  '/dms/domains', '/dms/dialogues', '/dms/actions', '/dms/training_logs', '/dms/workflow_tree', '/dms/users_journey',
] as const;

export const DMS_GUARDS = {
  read: { anyFeature: DMS_PAGES },
  domains: { feature: '/dms/domains', action: ['bot', 'edit'] },
  actions: { feature: '/dms/actions', action: ['bot', 'edit'] },
  dialogues: { feature: '/dms/dialogues', action: ['bot', 'edit'] },
  train: { feature: '/dms/dialogues', action: ['bot', 'train'] },
  trainingLogs: { feature: '/dms/training_logs' },
  workflowTree: { feature: '/dms/workflow_tree', action: ['bot', 'edit'] },
  journeys: { feature: '/dms/users_journey' },
} as const;

export interface DmsMember { brandId: string; id: string; name: string }

export function dmsMember(request: { auth: AuthContext | null }): DmsMember {
  const { principal } = callerOf(request);
  return { brandId: principal.brand.id, id: principal.userId, name: `${principal.firstName} ${principal.lastName}`.trim() || principal.email };
}
