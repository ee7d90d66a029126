/** Reads an intents-and-utterances workbook (first sheet): columns intent, utterance, reply. */
import { INTENT_UPLOAD_COLUMNS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { readSheet } from './spreadsheet';

export interface SheetRow { row: number; intent: string; utterance: string; reply: string }

export function readIntentSheet(filename: string, buffer: Buffer): Promise<SheetRow[]> {
  return readSheet(filename, buffer, INTENT_UPLOAD_COLUMNS, ['intent', 'utterance']);
}
