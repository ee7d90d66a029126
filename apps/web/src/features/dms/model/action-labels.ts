/** How an action reads in the list: its kind in words and a one-line summary of what it does. */
import type { ActionConfig, ActionKind } from '@switchboard/contracts/dms/dms.schemas';

export const KIND_LABELS: Record<ActionKind, string> = {
  respond: 'Respond with a bot message',
  callFunction: 'Call a brand function',
  setSlot: 'Set a slot',
  askSlot: 'Ask for a slot',
  runWorkflow: 'Run a workflow',
  handover: 'Hand over to an agent',
  end: 'End the dialogue',
};

export function actionSummary(config: ActionConfig, names: (id: string) => string = (id) => id): string {
  switch (config.kind) {
    case 'respond':
      return `"${config.variations[0]?.text ?? ''}"${config.variations.length > 1 ? ` (+${config.variations.length - 1})` : ''}`;
    case 'callFunction':
      return `${names(config.functionId)}${config.resultSlots.length ? ` → ${config.resultSlots.map((row) => `${row.path} into ${row.slot}`).join(', ')}` : ''}`;
    case 'setSlot':
      return `${config.slot} = ${config.value || '(empty)'}`;
    case 'askSlot':
      return `${config.slot}: "${config.variations[0]?.text ?? ''}"${config.validation.entity ? `, checked as ${config.validation.entity}` : ''}${config.validation.pattern ? `, matching /${config.validation.pattern}/` : ''}`;
    case 'runWorkflow':
      return names(config.workflowId);
    case 'handover':
      return config.groupId ? `to group ${names(config.groupId)}` : 'to any agent';
    case 'end':
      return 'ends the conversation';
  }
}
