/**
 * A run's checks in a trainer's words: which expectation ('botMessages.1' → 'Bot message 2') and the ids in expected
 * and actual replaced by the names of the bot's workflows, nodes, groups, FAQs and bot messages.
 */
import { comparedText } from '@switchboard/contracts/automated-testing/read-text';
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import type { StoredCheck } from '@switchboard/contracts/automated-testing/test-results.schemas';

export function checkLabel(path: string): string {
  const [head, rest] = [path.split('.')[0] ?? path, path.split('.').slice(1).join('.')];
  switch (head) {
    case 'intent': return rest === 'minConfidence' ? 'Minimum confidence' : 'Intent';
    case 'entities': return `Entity ${Number(rest) + 1}`;
    case 'workflow': return rest === 'nodeId' ? 'Node' : 'Workflow';
    case 'botMessages': return `Bot message ${Number(rest) + 1}`;
    case 'variables': return `Variable ${rest}`;
    case 'handover': return 'Hand-over';
    case 'ticketOffered': return 'Ticket offer';
    case 'faq': return 'FAQ answer';
    default: return path;
  }
}

/** id → name of everything a check may mention by id. */
export function namesOf(refs: TestCaseReferences | undefined): Map<string, string> {
  const names = new Map<string, string>();
  if (!refs) return names;
  refs.workflows.forEach((w) => names.set(w.wid, w.name));
  refs.groups.forEach((g) => names.set(g._id, g.name));
  refs.faqs.forEach((f) => names.set(f.id, f.question));
  refs.botMessages.forEach((m) => names.set(m.id, m.name));
  return names;
}

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const named = (text: string, names: Map<string, string>) => text.replace(ID, (id) => names.get(id) ?? id);

/**
 * The check's expected and actual as shown: names for ids, a node by its label, booleans in words, bot messages as the
 * customer reads them (results stored before runs compared read text may still carry a rich-text message's tags).
 * A passed turn of a run keeps no expected and actual (nothing differs): both stay undefined.
 */
export function shownCheck(check: StoredCheck, names: Map<string, string>, nodeLabel: (id: string) => string | undefined) {
  const each = (show: (value: string) => string) => ({
    expected: check.expected === undefined ? undefined : show(check.expected), actual: check.actual === undefined ? undefined : show(check.actual),
  });
  if (check.path === 'workflow.nodeId') return each((value) => nodeLabel(value) ?? value);
  if (check.path === 'ticketOffered') return each((value) => (value === 'true' ? 'offered' : value === 'false' ? 'not offered' : value));
  if (check.path.startsWith('botMessages.')) return each((value) => named(comparedText(value), names));
  return each((value) => named(value, names));
}
