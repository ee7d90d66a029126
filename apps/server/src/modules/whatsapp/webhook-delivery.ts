/**
 * A POST to /webhooks/whatsapp: its changes, and whether it is signed by the app of every number it is for. Meta signs
 * a delivery with the app secret of the app the number belongs to; brands may have their own apps, so the secret is
 * found by what the delivery names: each message change's phone_number_id, each template update's template (its
 * brand's number). A delivery naming no number this server serves must be signed with the deployment's secret (WA_*).
 */
import {
  changeValueSchema, webhookPayloadSchema, type ChangeValue,
} from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import { templateQualityUpdateSchema, templateStatusUpdateSchema } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { validSignature } from './signature';
import type { WhatsAppAccount, WhatsAppAccounts } from './settings/whatsapp-accounts';
import { brandOfTemplate } from './templates.repository';

type StatusUpdate = z.infer<typeof templateStatusUpdateSchema>;
type QualityUpdate = z.infer<typeof templateQualityUpdateSchema>;
export interface Changes { messages: ChangeValue[]; statuses: StatusUpdate[]; qualities: QualityUpdate[] }

const TEMPLATE_STATUS_FIELD = 'message_template_status_update';
const TEMPLATE_QUALITY_FIELD = 'message_template_quality_update';

/** The changes the channel handles, each validated; null when the body is not such a payload. */
export function changesOf(raw: Buffer): Changes | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const payload = webhookPayloadSchema.safeParse(json);
  if (!payload.success) return null;
  const changes: Changes = { messages: [], statuses: [], qualities: [] };
  for (const change of payload.data.entry.flatMap((entry) => entry.changes)) {
    const schema = change.field === 'messages' ? changeValueSchema
      : change.field === TEMPLATE_STATUS_FIELD ? templateStatusUpdateSchema
        : change.field === TEMPLATE_QUALITY_FIELD ? templateQualityUpdateSchema : null;
    if (!schema) continue;
    const value = schema.safeParse(change.value);
    if (!value.success) return null;
    if (change.field === 'messages') changes.messages.push(value.data as ChangeValue);
    else if (change.field === TEMPLATE_STATUS_FIELD) changes.statuses.push(value.data as StatusUpdate);
    else changes.qualities.push(value.data as QualityUpdate);
  }
  return changes;
}

/** The numbers the changes are for, as this server knows them (a number or template it does not know names none). */
async function accountsNamed(changes: Changes, accounts: WhatsAppAccounts, db: Database): Promise<WhatsAppAccount[]> {
  const named: Array<WhatsAppAccount | undefined> = [];
  for (const id of new Set(changes.messages.map((value) => value.metadata.phone_number_id))) named.push(await accounts.forNumber(id));
  const templateIds = new Set([...changes.statuses, ...changes.qualities].map((value) => String(value.message_template_id)));
  for (const id of templateIds) {
    const brandId = await brandOfTemplate(db, id);
    if (brandId) named.push(await accounts.forBrand(brandId));
  }
  return named.filter((account): account is WhatsAppAccount => !!account);
}

/**
 * Whether `signature` is the HMAC of `raw` with the app secret of every number the delivery is for (the deployment's
 * when it names none this server knows). A delivery for two numbers of different apps cannot be; none of Meta's is.
 */
export async function signedByItsApp(raw: Buffer, signature: string | undefined, changes: Changes | null, accounts: WhatsAppAccounts, db: Database): Promise<boolean> {
  const named = changes ? await accountsNamed(changes, accounts, db) : [];
  const secrets = new Set(named.map((account) => account.appSecret));
  if (secrets.size === 0 && accounts.deployment) secrets.add(accounts.deployment.appSecret);
  if (secrets.size === 0) return false;
  return [...secrets].every((secret) => validSignature(raw, signature, secret));
}
