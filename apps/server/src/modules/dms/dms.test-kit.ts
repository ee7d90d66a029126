/** The demo brand's dialogue domain (seed/dms-seed.ts) as the DMS API tests read it; the dialogue channel's trail. */
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import type { DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import type { DialogBoxInput, DmsAction, Domain } from '@switchboard/contracts/dms/dms.schemas';
import { dataOf, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import { DEMO_DMS_DOMAIN } from '@/seed/dms-seed';
import type { Client } from '@/testing/live-chat-harness';

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

/** The dialogue events received since `from`, as "event:type". */
export const trail = (client: Client, from: number) => client.events.slice(from)
  .filter((entry) => entry.event === 'addition' || entry.event === 'updation')
  .map((entry) => (entry.event === 'addition' ? 'addition' : `updation:${(entry.payload as DmsUpdation).type}`));

/** The latest updation of a type. */
export const last = <T extends DmsUpdation['type']>(client: Client, type: T) =>
  client.all<DmsUpdation>('updation').filter((payload): payload is Extract<DmsUpdation, { type: T }> => payload.type === type).at(-1)!;
