/**
 * The session-flow report of /analytics/sessionflow (issue 24): the Sankey's nodes and links from the steps'
 * transitions. Each step keeps its most frequent intents (perStep) and groups the rest as Other; node names carry
 * their step ("2. order_status"), so a label seen at two steps is two nodes and the diagram has no cycle.
 */
import { FLOW_LABEL_TEXTS, FLOW_LABELS, type FlowPath, type SessionFlowData, type SessionFlowFilter } from '@switchboard/contracts/analytics/sessionflow.schemas';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { rangeInstants } from './analytics.repository';
import { flowTransitions, type FlowTransition } from './sessionflow.repository';

type Matcher = FlowPath['nodes'][number];
const nameOf = (step: number, label: string) => `${step}. ${FLOW_LABEL_TEXTS[label] ?? label}`;
const drillOf = (from: number, nodes: Matcher[]) => JSON.stringify({ from, nodes } satisfies FlowPath);

export function buildFlow(transitions: readonly FlowTransition[], steps: number, perStep: number): Omit<SessionFlowData, 'range'> {
  const perNode = new Map<number, Map<string, number>>();
  for (const row of transitions) {
    const counts = perNode.get(row.n) ?? new Map<string, number>();
    counts.set(row.label, (counts.get(row.label) ?? 0) + row.conversations);
    perNode.set(row.n, counts);
  }
  const kept = new Map<number, string[]>();
  for (const [n, counts] of perNode) {
    const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label]) => label);
    kept.set(n, ranked.length <= perStep ? ranked : ranked.slice(0, perStep));
  }
  const grouped = (n: number, label: string) => (kept.get(n)!.includes(label) ? label : FLOW_LABELS.other);
  const matcher = (n: number, label: string): Matcher => {
    if (label === FLOW_LABELS.dropOff) return { drop: true };
    return label === FLOW_LABELS.other ? { not: kept.get(n)! } : { is: label };
  };
  const nodes = new Map<string, SessionFlowData['nodes'][number]>();
  const addNode = (n: number, label: string, count: number) => {
    const name = nameOf(n, label);
    const node = nodes.get(name) ?? { name, step: n, label, conversations: 0, drill: drillOf(n, [matcher(n, label)]) };
    node.conversations += count;
    nodes.set(name, node);
  };
  const links = new Map<string, SessionFlowData['links'][number]>();
  for (const row of transitions) {
    const label = grouped(row.n, row.label);
    addNode(row.n, label, row.conversations);
    if (row.n >= steps) continue;
    const next = row.next === null ? FLOW_LABELS.dropOff : grouped(row.n + 1, row.next);
    if (next === FLOW_LABELS.dropOff) addNode(row.n + 1, next, row.conversations);
    const source = nameOf(row.n, label);
    const target = nameOf(row.n + 1, next);
    const key = `${source}\u0000${target}`;
    const link = links.get(key) ?? { source, target, value: 0, drill: drillOf(row.n, [matcher(row.n, label), matcher(row.n + 1, next)]) };
    link.value += row.conversations;
    links.set(key, link);
  }
  const conversations = [...(perNode.get(1)?.values() ?? [])].reduce((sum, count) => sum + count, 0);
  const sortedNodes = [...nodes.values()].sort((a, b) => a.step - b.step || b.conversations - a.conversations || a.name.localeCompare(b.name));
  return { conversations, nodes: sortedNodes, links: [...links.values()].sort((a, b) => b.value - a.value || a.source.localeCompare(b.source) || a.target.localeCompare(b.target)) };
}

export class SessionFlowService {
  constructor(private readonly db: Executor) {}

  async sessionFlow(filter: SessionFlowFilter, scope: Scope | undefined): Promise<SessionFlowData> {
    const [transitions, range] = await Promise.all([flowTransitions(this.db, filter, scope), rangeInstants(this.db, filter)]);
    return { ...buildFlow(transitions, filter.steps, filter.perStep), range };
  }
}
