/** What the /dms page tests answer for the calls every page makes (domains, the running training, the bot builder's names). */
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import { DOMAIN, GREET, STATUS } from '@/features/dms/test-support/fixtures';

export const NOT_ANSWERED = Symbol('not answered');

export function commonAnswer(path: string): unknown {
  if (path === P.domains) return [DOMAIN];
  if (path === P.actions) return [GREET, STATUS];
  if (path === P.trainingStatus) return null;
  if (path === '/admin/v1/botBuilder/preemptiveData') return { actions: [{ actionId: 'f-1', name: 'lookupOrder' }], workflows: [{ wid: 'w-1', name: 'Returns' }] };
  if (path === '/admin/v1/groups') return { items: [{ _id: 'g-billing', name: 'Billing' }], totalCount: 1 };
  if (path.startsWith('/admin/v1/botBuilder/')) return { items: [{ name: 'greeting' }], totalCount: 1 };
  return NOT_ANSWERED;
}
