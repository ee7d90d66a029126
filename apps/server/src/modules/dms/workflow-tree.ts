/**
 * A workflow tree (rows: node, parent node, what the customer says, what the bot does) → dialogues, one per path
 * from a root to a leaf (pure). The customer cell is an intent of the domain, optionally followed by ": an example";
 * the bot cell lists action names (comma or new line between them). A bad row is reported with why and its whole
 * branch is left out (rows under it say so); good branches still make dialogues.
 */
import type { DialogBox, StoryValues, TreeRow } from '@switchboard/contracts/dms/dms.schemas';

export interface TreeReport { row: number; status: 'used' | 'error'; message?: string }

interface Node { row: number; node: string; parent: string; boxes: DialogBox[] }

const MAX_PATHS = 1000;

export function dialoguesFromTree(
  domainId: string, rows: readonly Required<TreeRow>[], intents: ReadonlyMap<string, string>, actions: ReadonlyMap<string, string>,
): { dialogues: StoryValues[]; rows: TreeReport[] } {
  const report = new Map<number, TreeReport>();
  const nodes = new Map<string, Node>();
  let boxNumber = 0;
  const boxId = () => `t${++boxNumber}`;
  for (const row of rows) {
    const fail = (message: string) => report.set(row.row, { row: row.row, status: 'error', message });
    if (!row.node) { fail('The node is empty'); continue; }
    if (nodes.has(row.node.toLowerCase())) { fail(`Node "${row.node}" is listed twice`); continue; }
    if (!row.customer && !row.bot) { fail('Say what the customer says or what the bot does'); continue; }
    const boxes: DialogBox[] = [];
    if (row.customer) {
      const [intentName = '', ...example] = row.customer.split(':');
      const intent = intents.get(intentName.trim().toLowerCase());
      if (!intent) { fail(`The intent "${intentName.trim()}" is not one of this domain's`); continue; }
      boxes.push({ kind: 'customer', dialogBoxId: boxId(), intent, entities: [], text: example.join(':').trim() });
    }
    const names = row.bot.split(/[,\n]/).map((name) => name.trim()).filter(Boolean);
    const unknown = names.find((name) => !actions.has(name.toLowerCase()));
    if (unknown) { fail(`No action "${unknown}" in this domain`); continue; }
    for (const name of names) boxes.push({ kind: 'action', dialogBoxId: boxId(), actionId: actions.get(name.toLowerCase())!, slots: [] });
    nodes.set(row.node.toLowerCase(), { row: row.row, node: row.node, parent: row.parent.toLowerCase(), boxes });
  }
  // Parents: a node whose parent is unknown or refused (or in a cycle) is refused with its branch.
  const refusedRows = new Set([...report.keys()]);
  const refusedNodes = new Set(rows.filter((row) => refusedRows.has(row.row) && row.node).map((row) => row.node.toLowerCase()));
  const children = new Map<string, Node[]>();
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    if (!node.parent) roots.push(node);
    else children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  }
  const dialogues: StoryValues[] = [];
  const reached = new Set<string>();
  const walk = (node: Node, path: Node[]) => {
    reached.add(node.node.toLowerCase());
    const here = [...path, node];
    const next = children.get(node.node.toLowerCase()) ?? [];
    if (next.length === 0) {
      if (dialogues.length < MAX_PATHS) {
        dialogues.push({ domainId, name: here.map((step) => step.node).join(' › ').slice(0, 100), boxes: here.flatMap((step) => step.boxes) });
      }
      return;
    }
    for (const child of next) walk(child, here);
  };
  for (const root of roots) walk(root, []);
  for (const node of nodes.values()) {
    if (reached.has(node.node.toLowerCase())) { report.set(node.row, { row: node.row, status: 'used' }); continue; }
    const message = refusedNodes.has(node.parent) ? `Its parent "${node.parent}" was refused`
      : nodes.has(node.parent) ? 'Its parents form a cycle' : `No node "${node.parent}" to hang it under`;
    report.set(node.row, { row: node.row, status: 'error', message });
  }
  return { dialogues, rows: [...report.values()].sort((a, b) => a.row - b.row) };
}
