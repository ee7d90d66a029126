/**
 * The story editor's draft: its name and ordered dialog boxes, edited in place (add, change, move, remove), checked
 * with the contracts' schema before it is sent, and refusals (ours or the server's `boxes.N.field`) traced to the box.
 */
import { updateDialogBodySchema, type DialogBox, type StoryInput } from '@switchboard/contracts/dms/dms.schemas';

export type BoxKind = DialogBox['kind'];
export interface StoryDraft { name: string; boxes: DialogBox[] }
export interface BoxProblem { index: number | null; message: string }

let counter = 0;
/** A box id unique in the draft (the server keeps the ids a story is saved with). */
const newId = (kind: BoxKind, taken: DialogBox[]): string => {
  let id: string;
  do id = `${kind[0]}${Date.now().toString(36)}${(counter += 1)}`;
  while (taken.some((box) => box.dialogBoxId === id));
  return id;
};

export function newBox(kind: BoxKind, taken: DialogBox[]): DialogBox {
  const dialogBoxId = newId(kind, taken);
  if (kind === 'customer') return { kind, dialogBoxId, intent: '', entities: [], text: '' };
  if (kind === 'action') return { kind, dialogBoxId, actionId: '', slots: [] };
  return { kind, dialogBoxId, name: '' };
}

export const addBox = (draft: StoryDraft, kind: BoxKind): StoryDraft => ({ ...draft, boxes: [...draft.boxes, newBox(kind, draft.boxes)] });

export const changeBox = (draft: StoryDraft, index: number, box: DialogBox): StoryDraft =>
  ({ ...draft, boxes: draft.boxes.map((current, i) => (i === index ? box : current)) });

export const removeBox = (draft: StoryDraft, index: number): StoryDraft => ({ ...draft, boxes: draft.boxes.filter((_box, i) => i !== index) });

export function moveBox(draft: StoryDraft, index: number, by: -1 | 1): StoryDraft {
  const to = index + by;
  if (to < 0 || to >= draft.boxes.length) return draft;
  const boxes = [...draft.boxes];
  const [moved] = boxes.splice(index, 1);
  boxes.splice(to, 0, moved!);
  return { ...draft, boxes };
}

/** 'boxes.1.intent' → 1 (the box a refusal names), else null. */
export function boxIndexOf(field: string | undefined): number | null {
  const match = /^boxes\.(\d+)(\.|$)/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

/** The first problem the contracts' schema finds, named as the server names them: "Box 2 (c2): …". */
export function checkDraft(domainId: string, draft: StoryDraft, storyId?: string): BoxProblem | null {
  const body: StoryInput & { storyId?: string } = { domainId, name: draft.name, boxes: draft.boxes, ...(storyId ? { storyId } : {}) };
  const result = updateDialogBodySchema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const index = boxIndexOf(issue.path.join('.'));
  if (index === null) return { index: null, message: `${issue.path.join('.') || 'Dialogue'}: ${issue.message}` };
  const field = issue.path.slice(2).join('.');
  return { index, message: `Box ${index + 1} (${draft.boxes[index]?.dialogBoxId ?? '?'}): ${field ? `${field}: ` : ''}${issue.message}` };
}
