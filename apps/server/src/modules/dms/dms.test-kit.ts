/** The demo brand's dialogue domain (seed/dms-seed.ts) as the DMS API tests read it. */
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import type { DialogBoxInput, DmsAction, Domain } from '@switchboard/contracts/dms/dms.schemas';
import { dataOf, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import { DEMO_DMS_DOMAIN } from '@/seed/dms-seed';

export interface DemoDomain { domain: Domain; actions: Map<string, string> }

export async function demoDomain(caller: Caller): Promise<DemoDomain> {
  const domain = dataOf<Domain[]>(await caller.get(P.domains)).find((row) => row.name === DEMO_DMS_DOMAIN);
  if (!domain) throw new Error('the demo brand has a dialogue domain');
  const actions = dataOf<DmsAction[]>(await caller.get(`${P.actions}?domainId=${domain._id}`));
  return { domain, actions: new Map(actions.map((action) => [action.name, action.actionId])) };
}

let n = 0;
/** Boxes from steps: `intent` or `intent:ORD-1` (with an order number), `!action_name`. */
export function boxes(demo: DemoDomain, steps: string[]): DialogBoxInput[] {
  return steps.map((step) => {
    const dialogBoxId = `x${++n}`;
    if (step.startsWith('!')) return { kind: 'action', dialogBoxId, actionId: demo.actions.get(step.slice(1)) ?? step.slice(1) };
    const [intent, order] = step.split(':');
    return { kind: 'customer', dialogBoxId, intent: intent!, text: `about ${intent}`, entities: order ? [{ entity: 'order_number', value: order }] : [] };
  });
}
