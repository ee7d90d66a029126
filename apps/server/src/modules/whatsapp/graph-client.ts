/**
 * The WhatsApp Cloud API (Graph API) calls the channel makes: send a message, fetch an inbound media file.
 * The base URL carries the API version (WA_GRAPH_URL, e.g. https://graph.facebook.com/v23.0).
 */
import {
  graphErrorSchema, mediaInfoSchema, sendMessageResponseSchema, type OutboundContent,
} from '@switchboard/contracts/whatsapp/whatsapp.graph';
import { createTemplateResponseSchema, type TemplateInput } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { graphPhoneNumberSchema } from '@switchboard/contracts/whatsapp/whatsapp.settings';
import type { WhatsAppAccountConfig } from '@/config/config';
import { timedOutboundCall } from '@/lib/outbound-calls';
import { z } from 'zod';

/** A refused call: the HTTP status and the Graph API's error code (e.g. 131047 outside the 24-hour window). */
export class GraphError extends Error {
  constructor(message: string, readonly status: number, readonly code: number | undefined) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;
/** An example file may be a large video or document. */
const UPLOAD_TIMEOUT_MS = 120_000;
const uploadSessionSchema = z.object({ id: z.string().regex(/^upload:[\w:=+/-]+$/) });
const uploadHandleSchema = z.object({ h: z.string().min(1) });
/** Inbound media larger than WhatsApp's own largest (documents, 100 MB) is not fetched. */
const MAX_MEDIA_BYTES = 100 * 1024 * 1024;

export class GraphClient {
  constructor(private readonly config: Pick<WhatsAppAccountConfig, 'graphUrl' | 'phoneNumberId' | 'accessToken' | 'appId'>) {}

  private get auth() {
    return { authorization: `Bearer ${this.config.accessToken}` };
  }

  /** One JSON call, logged (issue 27) without its token: the status and the parsed body, whatever the status. */
  private async call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ ok: boolean; status: number; body: unknown }> {
    const requestBody = payload === undefined ? undefined : JSON.stringify(payload);
    return timedOutboundCall({ target: 'whatsapp', method, url, requestBody }, async () => {
      const response = await fetch(url, {
        method, signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: requestBody === undefined ? this.auth : { ...this.auth, 'content-type': 'application/json' },
        ...(requestBody === undefined ? {} : { body: requestBody }),
      });
      const body: unknown = await response.json().catch(() => null);
      return { ok: response.ok, status: response.status, body };
    }, (answer) => ({ status: answer.status, responseBody: JSON.stringify(answer.body) }));
  }

  /** Sends one message to `to` (a wa_id) and answers its wamid; `opaque` comes back in its status webhooks. */
  async send(to: string, content: OutboundContent, opaque?: string): Promise<string> {
    const { ok, status, body } = await this.call('POST', `${this.config.graphUrl}/${encodeURIComponent(this.config.phoneNumberId)}/messages`,
      { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...content, ...(opaque ? { biz_opaque_callback_data: opaque } : {}) });
    if (!ok) throw errorOf(status, body);
    return sendMessageResponseSchema.parse(body).messages[0]!.id;
  }

  /** Submits a template for review (POST /{id}/message_templates); answers WhatsApp's id and status. */
  async createTemplate(template: TemplateInput): Promise<{ id: string; status: string }> {
    const { ok, status, body } = await this.call('POST', `${this.config.graphUrl}/${encodeURIComponent(this.config.phoneNumberId)}/message_templates`, template);
    if (!ok) throw errorOf(status, body);
    return createTemplateResponseSchema.parse(body);
  }

  /** The number itself (GET /{phone-number-id}): the settings' "Test connection". */
  async phoneNumber() {
    const url = `${this.config.graphUrl}/${encodeURIComponent(this.config.phoneNumberId)}?fields=display_phone_number,verified_name,quality_rating`;
    const { ok, status, body } = await this.call('GET', url);
    if (!ok) throw errorOf(status, body);
    const parsed = graphPhoneNumberSchema.safeParse(body);
    if (!parsed.success) throw new GraphError('The Graph API answered something other than a phone number', status, undefined);
    return parsed.data;
  }

  /**
   * A media-header template's example file, through the Resumable Upload API: a session on the app
   * (POST /{app-id}/uploads), then the bytes (POST /{upload-id}, `Authorization: OAuth`, file_offset 0); answers the
   * handle a template's example.header_handle takes.
   */
  async uploadExample(file: { bytes: Buffer; fileName: string; mimeType: string }): Promise<string> {
    if (!this.config.appId) throw new GraphError('No Meta app id is configured', 412, undefined);
    const query = new URLSearchParams({ file_name: file.fileName, file_length: String(file.bytes.length), file_type: file.mimeType });
    const session = await this.call('POST', `${this.config.graphUrl}/${encodeURIComponent(this.config.appId)}/uploads?${query}`);
    if (!session.ok) throw errorOf(session.status, session.body);
    const { id } = uploadSessionSchema.parse(session.body);
    // The bytes are logged by their status only (a brand's file, possibly large).
    const answer = await timedOutboundCall({ target: 'whatsapp', method: 'POST', url: `${this.config.graphUrl}/${id}` }, async () => {
      const response = await fetch(`${this.config.graphUrl}/${id}`, {
        method: 'POST', signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS), body: new Uint8Array(file.bytes),
        headers: { authorization: `OAuth ${this.config.accessToken}`, file_offset: '0', 'content-type': file.mimeType },
      });
      return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as unknown };
    }, (result) => ({ status: result.status }));
    if (!answer.ok) throw errorOf(answer.status, answer.body);
    return uploadHandleSchema.parse(answer.body).h;
  }

  /** An inbound media file: its URL from the media endpoint, then its bytes (both with the token). */
  async media(mediaId: string): Promise<{ bytes: Buffer; mimeType: string }> {
    const info = await this.call('GET', `${this.config.graphUrl}/${encodeURIComponent(mediaId)}`);
    if (!info.ok) throw errorOf(info.status, info.body);
    const { url, mime_type: mimeType } = mediaInfoSchema.parse(info.body);
    // The file itself is logged by its status only (its bytes are the customer's media).
    const file = await timedOutboundCall({ target: 'whatsapp', method: 'GET', url }, () => fetch(url, { headers: this.auth, signal: AbortSignal.timeout(TIMEOUT_MS) }),
      (answer) => ({ status: answer.status }));
    if (!file.ok) throw new GraphError(`media download answered ${file.status}`, file.status, undefined);
    if (Number(file.headers.get('content-length') ?? 0) > MAX_MEDIA_BYTES) throw new GraphError('media too large', 413, undefined);
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > MAX_MEDIA_BYTES) throw new GraphError('media too large', 413, undefined);
    return { bytes, mimeType };
  }
}

function errorOf(status: number, body: unknown): GraphError {
  const parsed = graphErrorSchema.safeParse(body);
  return parsed.success
    ? new GraphError(parsed.data.error.message, status, parsed.data.error.code)
    : new GraphError(`Graph API answered ${status}`, status, undefined);
}
