/**
 * What the demo history adds once its conversations are made: e-mail addresses on the customer records,
 * the satisfaction ratings customers gave after an agent's chat, and the bifurcation values of the chats
 * that came from the brand's other websites (DEMO_WIDGET_SITES). A random source of its own (the seed + 1),
 * so the conversations stay exactly what they were.
 */
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import type { WidgetSite } from '@switchboard/contracts/members/configuration.schemas';
import type { DemoHistory } from './generate-history';
import { seededRandom } from './random';

/** The demo brand's other websites (Members › Configuration): their chats carry these values. */
export const DEMO_WIDGET_SITES: WidgetSite[] = [
  { key: 'south-shop', values: { region: 'south' } },
  { key: 'business-store', values: { businessLine: 'enterprise' } },
];

/** Website customers by the site they chat from ('main': the demo site, the filters' defaults). */
const SITE_WEIGHTS = { main: 80, 'south-shop': 14, 'business-store': 6 } as const;
const STAR_WEIGHTS = { 5: 48, 4: 27, 3: 11, 2: 7, 1: 7 } as const;
const RATED_SHARE = 0.55;
const COMMENTED_SHARE = 0.35;
const COMMENTS: Readonly<Record<string, readonly string[]>> = {
  high: ['Quick and friendly, thank you!', 'Sorted in minutes.', 'Very helpful agent.', 'Great service.'],
  low: ['Took a long time to reach someone.', 'Still not sorted.', 'The agent did not read my question.'],
};

export function addHistoryExtras(history: DemoHistory, seed: number): DemoHistory {
  const random = seededRandom(seed + 1);
  // The newest chat stays on the main site: the history journey finds it in the default selection.
  const newestPsid = history.sessions.at(-1)?.psid;
  const valuesOf = new Map<string, BifurcationValues>();
  for (const customer of history.customers) {
    const email = typeof customer.profile?.Email === 'string' ? customer.profile.Email.toLowerCase() : null;
    const site = customer.channel === 'website' && customer.psid !== newestPsid ? random.weighted(SITE_WEIGHTS) : 'main';
    const values = DEMO_WIDGET_SITES.find((entry) => entry.key === site)?.values ?? {};
    valuesOf.set(customer.psid, values);
    Object.assign(customer, { email, bifurcation: values });
  }
  for (const session of history.sessions) session.bifurcation = valuesOf.get(session.psid) ?? {};
  for (const ticket of history.tickets) ticket.bifurcation = valuesOf.get(ticket.psid) ?? {};
  for (const session of history.sessions) {
    if (!session.agentId || !session.resolvedAt || !random.chance(RATED_SHARE)) continue;
    const score = Number(random.weighted(STAR_WEIGHTS));
    const comment = random.chance(COMMENTED_SHARE) ? random.pick(COMMENTS[score >= 4 ? 'high' : 'low']!) : null;
    history.ratings.push({
      sessionId: session.sessionId!, psid: session.psid, scale: 'stars', score, comment,
      createdAt: new Date(session.resolvedAt.getTime() + random.int(20, 240) * 1000),
    });
  }
  return history;
}
