/**
 * A test case may only name what exists in the brand's bot: an expectation on an intent, workflow, node, bot message
 * or group that does not exist is a typo the run would report as a failure forever, so it is refused up front (400
 * naming the field, e.g. turns.2.expect.intent.name).
 */
import { TEST_CASE_TEXTS as T, type TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { Executor } from '@/db/client';
import { badRequest } from '@/plugins/http-errors';
import { findReferences } from './bot-references.repository';

/** The classifier's answer below the threshold: always a valid expectation. */
const NONE_INTENT = 'none';

export async function checkReferences(db: Executor, brandId: string, turns: TestTurn[]): Promise<void> {
  const asked = { intents: [] as string[], workflows: [] as string[], messages: [] as string[], groups: [] as string[] };
  for (const { expect } of turns) {
    if (expect.intent) asked.intents.push(expect.intent.name);
    if (expect.workflow) asked.workflows.push(expect.workflow.workflowId);
    for (const message of expect.botMessages ?? []) if (message.match === 'message') asked.messages.push(message.messageId);
    if (expect.handover?.groupId) asked.groups.push(expect.handover.groupId);
  }
  const known = await findReferences(db, brandId, asked);
  turns.forEach(({ expect }, i) => {
    const at = `turns.${i}.expect`;
    const intent = expect.intent?.name.toLowerCase();
    if (intent && intent !== NONE_INTENT && !known.intents.has(intent)) throw badRequest(T.unknownIntent, `${at}.intent.name`);
    if (expect.workflow) {
      const nodes = known.workflows.get(expect.workflow.workflowId);
      if (!nodes) throw badRequest(T.unknownWorkflow, `${at}.workflow.workflowId`);
      if (expect.workflow.nodeId !== undefined && !nodes.has(expect.workflow.nodeId)) throw badRequest(T.unknownNode, `${at}.workflow.nodeId`);
    }
    expect.botMessages?.forEach((message, m) => {
      if (message.match === 'message' && !known.messages.has(message.messageId)) throw badRequest(T.unknownMessage, `${at}.botMessages.${m}.messageId`);
    });
    const group = expect.handover?.groupId;
    if (group !== undefined && !known.groups.has(group)) throw badRequest(T.unknownGroup, `${at}.handover.groupId`);
  });
}
