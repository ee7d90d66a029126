/**
 * Bulk upload of intents and utterances: every row is checked and reported (added, skipped as a
 * duplicate, or an error with the reason); the good rows are stored in one transaction.
 */
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { botNameSchema, intentInputSchema, utteranceInputSchema, type UploadReport } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { botUtterances } from '@/db/schema/bot-builder';
import { readIntentSheet } from './intent-sheet';
import { insertIntent, insertUtterances, intentsByName, touchIntent } from './intents.repository';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? 'Invalid';

export class IntentUploadService {
  constructor(private readonly db: Database) {}

  async upload(brandId: string, filename: string, buffer: Buffer): Promise<UploadReport> {
    const rows = await readIntentSheet(filename, buffer);
    return this.db.transaction(async (tx) => {
      const names = [...new Set(rows.map((row) => row.intent.toLowerCase()).filter(Boolean))];
      const existing = new Map((await intentsByName(tx, brandId, names)).map((intent) => [intent.name.toLowerCase(), intent.id]));
      const known = new Set<string>();
      if (existing.size > 0) {
        const texts = await tx.select({ intentId: botUtterances.intentId, text: botUtterances.text }).from(botUtterances)
          .where(inArray(botUtterances.intentId, [...existing.values()]));
        texts.forEach((u) => known.add(`${u.intentId}\u0000${u.text.toLowerCase()}`));
      }
      const report: UploadReport = { intentsCreated: 0, utterancesAdded: 0, rows: [] };
      const added = new Map<string, { text: string }[]>();
      for (const row of rows) {
        const name = botNameSchema.safeParse(row.intent);
        if (!name.success) {
          report.rows.push({ row: row.row, status: 'error', message: `intent: ${firstIssue(name)}` });
          continue;
        }
        const utterance = utteranceInputSchema.safeParse({ text: row.utterance });
        if (!utterance.success) {
          report.rows.push({ row: row.row, status: 'error', message: `utterance: ${firstIssue(utterance)}` });
          continue;
        }
        let intentId = existing.get(name.data.toLowerCase());
        if (!intentId) {
          const intent = intentInputSchema.safeParse({ name: name.data, reply: row.reply });
          if (!intent.success) {
            report.rows.push({ row: row.row, status: 'error', message: `reply: a new intent needs a reply (${firstIssue(intent)})` });
            continue;
          }
          intentId = (await insertIntent(tx, brandId, intent.data)).id;
          existing.set(name.data.toLowerCase(), intentId);
          report.intentsCreated++;
        }
        const key = `${intentId}\u0000${utterance.data.text.toLowerCase()}`;
        if (known.has(key)) {
          report.rows.push({ row: row.row, status: 'skipped', message: T.duplicateUtterance });
          continue;
        }
        known.add(key);
        added.set(intentId, [...(added.get(intentId) ?? []), { text: utterance.data.text }]);
        report.rows.push({ row: row.row, status: 'added', message: name.data });
        report.utterancesAdded++;
      }
      for (const [intentId, texts] of added) {
        await insertUtterances(tx, intentId, texts.map(({ text }) => ({ text, kind: 'utterance' as const, entities: [] })));
        await touchIntent(tx, intentId);
      }
      return report;
    });
  }
}

