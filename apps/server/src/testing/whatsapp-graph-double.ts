/**
 * A local double of the WhatsApp Cloud API (Graph API), a real HTTP server: POST /{version}/{phone-number-id}/messages
 * answers {messaging_product, contacts, messages:[{id}]} and records the request; GET /{version}/{phone-number-id}
 * answers the number (display_phone_number, verified_name, quality_rating); GET /{version}/{media-id} answers
 * {url, mime_type, …} and the url serves the bytes; every call wants `Authorization: Bearer <token>`. It also posts
 * webhooks to a server, signed as Meta signs them (X-Hub-Signature-256). A template message is accepted only for a
 * template it holds APPROVED in that language (else Meta's 132001, or 132015 / 132016 when paused / disabled), and a
 * media-header template only with its header's file (else 132012). Used by the server's tests and by
 * `npm run wa:double` (whatsapp-graph-double.main.ts).
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendMessageRequestSchema, type SendMessageRequest } from '@switchboard/contracts/whatsapp/whatsapp.graph';
import { templateInputSchema, type TemplateCategory } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { DoubleUploads, type UploadedFile } from './whatsapp-graph-double-uploads';
import { templateRefusal, type DoubleTemplate, type GraphRefusal } from './whatsapp-graph-double-refusals';

/** A template as the double keeps it (GET …/message_templates lists these, in Meta's shape). */
export type { DoubleTemplate, GraphRefusal } from './whatsapp-graph-double-refusals';

export interface GraphDoubleOptions {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  version?: string;
  /** The number as GET /{phone-number-id} shows it (the settings' Test connection). */
  displayPhoneNumber?: string;
  verifiedName?: string;
  /** The Meta app's id (POST /{app-id}/uploads starts an example file's upload). */
  appId?: string;
  /** Told of every message the server sends (the dev script prints them). */
  onMessage?: (message: SendMessageRequest) => void;
}

/** A refusal the double answers instead of accepting (e.g. 130429, the throughput limit). */
interface StoredMedia { bytes: Buffer; mimeType: string }

export class GraphDouble {
  /** Every message the server sent, in order, with the wamid the double gave it and when it was received (ms, performance.now()). */
  readonly sent: Array<{ wamid: string; body: SendMessageRequest; at: number }> = [];
  /** Refusals answered to the next sends (to their number, when given), each once. */
  readonly refuseNext: GraphRefusal[] = [];
  /** Where the double posts each accepted message's `sent` status, as Meta does (with its biz_opaque_callback_data); none when unset. */
  statusWebhookUrl: string | undefined;
  /** Status webhooks posted (and their answers' statuses). */
  readonly statusPosts: Array<{ wamid: string; answer: number }> = [];
  private pendingPosts = new Set<Promise<void>>();
  /** Requests refused (bad token, bad body), for tests that expect none. */
  readonly refused: Array<{ path: string; status: number }> = [];
  readonly media = new Map<string, StoredMedia>();
  private readonly uploadApi: DoubleUploads;
  /** Templates submitted through POST /{id}/message_templates, new ones PENDING (a test approves them by webhook). */
  readonly templates: DoubleTemplate[] = [];
  readonly version: string;
  private server: Server | undefined;
  private counter = 0;
  private waiters: Array<() => void> = [];
  baseUrl = '';

  constructor(private readonly options: GraphDoubleOptions) {
    this.version = options.version ?? 'v23.0';
    this.uploadApi = new DoubleUploads(options.accessToken);
  }

  /** Example files uploaded through the Resumable Upload API, by the handle answered. */
  get uploads(): ReadonlyMap<string, UploadedFile> {
    return this.uploadApi.files;
  }

  /** WA_GRAPH_URL for the server: the double's origin with the API version. */
  get graphUrl() {
    return `${this.baseUrl}/${this.version}`;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<this> {
    const server = createServer((request, response) => void this.route(request, response).catch(() => this.answer(response, 500, { error: { message: 'double failed' } })));
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    this.server = server;
    this.baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A template as WhatsApp holds it once approved (added when new, e.g. made in WhatsApp Manager); answers it. */
  approve(name: string, language: string, category: TemplateCategory = 'MARKETING'): DoubleTemplate {
    const known = this.templates.find((t) => t.name === name && t.language === language);
    if (known) {
      known.status = 'APPROVED';
      return known;
    }
    const template: DoubleTemplate = { name, language, category, components: [{ type: 'BODY', text: name }], id: String(1_000_000_000_000 + ++this.counter), status: 'APPROVED' };
    this.templates.push(template);
    return template;
  }

  /** Registers a media file a customer "sent"; answers its media id. */
  addMedia(bytes: Buffer, mimeType: string): string {
    const id = `media-${++this.counter}`;
    this.media.set(id, { bytes, mimeType });
    return id;
  }

  /** Resolves when `predicate` holds for the messages sent so far (or rejects after `timeoutMs`). */
  async waitForSent(predicate: (sent: GraphDouble['sent']) => boolean, timeoutMs = 5_000): Promise<GraphDouble['sent']> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.sent)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the double did not receive the expected messages; it has ${JSON.stringify(this.sent.map((m) => m.body))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => { clearTimeout(timer); resolve(); });
      });
    }
    return this.sent;
  }

  /** Posts `payload` to a webhook URL as Meta does: the raw JSON signed with the app secret (or `signature` as given). */
  async postWebhook(url: string, payload: unknown, opts: { signature?: string | null; body?: string } = {}): Promise<{ status: number; body: string }> {
    const body = opts.body ?? JSON.stringify(payload);
    const signature = opts.signature === undefined ? `sha256=${createHmac('sha256', this.options.appSecret).update(body).digest('hex')}` : opts.signature;
    const response = await fetch(url, {
      method: 'POST', body, headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub-signature-256': signature }) },
    });
    return { status: response.status, body: await response.text() };
  }

  /** Resolves when every status webhook posted so far has been answered. */
  async statusesPosted(): Promise<void> {
    while (this.pendingPosts.size) await Promise.all(this.pendingPosts);
  }

  private postStatus(wamid: string, message: SendMessageRequest): void {
    const url = this.statusWebhookUrl;
    if (!url) return;
    const payload = {
      object: 'whatsapp_business_account',
      entry: [{
        id: 'waba-double',
        changes: [{
          field: 'messages',
          value: {
            messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: this.options.phoneNumberId },
            statuses: [{
              id: wamid, status: 'sent', timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: message.to,
              ...(message.biz_opaque_callback_data ? { biz_opaque_callback_data: message.biz_opaque_callback_data } : {}),
            }],
          },
        }],
      }],
    };
    // After the send's answer, as Meta's webhook follows its API answer.
    const post: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.postWebhook(url, payload))
      .then((answer) => { this.statusPosts.push({ wamid, answer: answer.status }); }, () => { this.statusPosts.push({ wamid, answer: 0 }); })
      .finally(() => this.pendingPosts.delete(post));
    this.pendingPosts.add(post);
  }

  /** POST: Meta's checks (the shared schema; a name and language taken → error 100, subcode 2388024); GET: the list with paging. */
  private async templateRoute(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.method === 'GET') {
      return this.answer(response, 200, { data: this.templates, paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } } });
    }
    if (request.method !== 'POST') return this.answer(response, 405, { error: { message: 'Unsupported method', code: 100 } });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let json: unknown = null;
    try {
      json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // Answered below as an invalid parameter.
    }
    const parsed = templateInputSchema.safeParse(json);
    if (!parsed.success) {
      this.refused.push({ path, status: 400 });
      return this.answer(response, 400, { error: { message: `Invalid parameter: ${parsed.error.issues[0]?.message ?? ''}`, type: 'OAuthException', code: 100, error_subcode: 2388043 } });
    }
    // A media header's example must be a handle this app's upload answered (Meta refuses any other).
    const header = parsed.data.components.find((component) => component.type === 'HEADER');
    const handle = header?.type === 'HEADER' && header.format !== 'TEXT' ? header.example?.header_handle?.[0] : undefined;
    if (handle !== undefined && !this.uploads.has(handle)) {
      this.refused.push({ path, status: 400 });
      return this.answer(response, 400, { error: { message: 'Invalid parameter: the header example is not an uploaded file handle', type: 'OAuthException', code: 100, error_subcode: 2494102 } });
    }
    if (this.templates.some((t) => t.name === parsed.data.name && t.language === parsed.data.language)) {
      this.refused.push({ path, status: 400 });
      return this.answer(response, 400, {
        error: { message: 'Invalid parameter', type: 'OAuthException', code: 100, error_subcode: 2388024, error_user_title: 'Message template already exists' },
      });
    }
    const id = String(1_000_000_000_000 + ++this.counter);
    this.templates.push({ ...parsed.data, id, status: 'PENDING' });
    return this.answer(response, 200, { id, status: 'PENDING', category: parsed.data.category });
  }



  private answer(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
    if (response.headersSent) return;
    response.writeHead(status, { 'content-type': type });
    response.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const path = url.pathname;
    const uploadParts = path.split('/').filter(Boolean);
    // The Resumable Upload API's second step authenticates with `OAuth <token>`, as Meta documents it.
    if (request.method === 'POST' && uploadParts.length === 2 && uploadParts[0] === this.version && uploadParts[1]!.startsWith('upload:')) {
      const answer = await this.uploadApi.receive(request, uploadParts[1]!);
      if (answer.status !== 200) this.refused.push({ path, status: answer.status });
      return this.answer(response, answer.status, answer.body);
    }
    if (request.headers.authorization !== `Bearer ${this.options.accessToken}`) {
      this.refused.push({ path, status: 401 });
      return this.answer(response, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    const parts = path.split('/').filter(Boolean);
    if (request.method === 'POST' && parts.length === 3 && parts[0] === this.version && parts[1] === this.options.phoneNumberId && parts[2] === 'messages') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const parsed = sendMessageRequestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      if (!parsed.success) {
        this.refused.push({ path, status: 400 });
        return this.answer(response, 400, { error: { message: `(#100) Invalid parameter: ${parsed.error.issues[0]?.message ?? ''}`, type: 'OAuthException', code: 100 } });
      }
      const at = this.refuseNext.findIndex((candidate) => candidate.to === undefined || candidate.to === parsed.data.to);
      const refusal: GraphRefusal | undefined = (at >= 0 ? this.refuseNext.splice(at, 1)[0] : undefined)
        ?? (parsed.data.type === 'template' ? templateRefusal(this.templates, parsed.data.template) : undefined);
      if (refusal) {
        this.refused.push({ path, status: refusal.status });
        const details = refusal.details ? { error_data: { messaging_product: 'whatsapp', details: refusal.details } } : {};
        return this.answer(response, refusal.status, { error: { message: refusal.message, type: 'OAuthException', code: refusal.code, ...details } });
      }
      const wamid = `wamid.double-${createHash('sha256').update(`${Date.now()}-${++this.counter}`).digest('hex').slice(0, 24)}`;
      this.sent.push({ wamid, body: parsed.data, at: performance.now() });
      this.postStatus(wamid, parsed.data);
      this.options.onMessage?.(parsed.data);
      this.waiters.splice(0).forEach((wake) => wake());
      return this.answer(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }], messages: [{ id: wamid }] });
    }
    if (request.method === 'POST' && parts.length === 3 && parts[0] === this.version && this.options.appId && parts[1] === this.options.appId && parts[2] === 'uploads') {
      const answer = this.uploadApi.start(url.searchParams);
      if (answer.status !== 200) this.refused.push({ path, status: answer.status });
      return this.answer(response, answer.status, answer.body);
    }
    if (parts.length === 3 && parts[0] === this.version && parts[1] === this.options.phoneNumberId && parts[2] === 'message_templates') {
      return this.templateRoute(request, response, path);
    }
    if (request.method === 'GET' && parts.length === 2 && parts[0] === this.version && parts[1] === this.options.phoneNumberId) {
      return this.answer(response, 200, {
        id: this.options.phoneNumberId, display_phone_number: this.options.displayPhoneNumber ?? '+91 98765 43210',
        verified_name: this.options.verifiedName ?? 'Demo Brand', quality_rating: 'GREEN',
      });
    }
    if (request.method === 'GET' && parts.length === 2 && parts[0] === this.version) {
      const media = this.media.get(parts[1]!);
      if (!media) return this.answer(response, 404, { error: { message: 'Unsupported get request.', code: 100 } });
      return this.answer(response, 200, {
        messaging_product: 'whatsapp', url: `${this.baseUrl}/download/${parts[1]}`, mime_type: media.mimeType,
        sha256: createHash('sha256').update(media.bytes).digest('hex'), file_size: media.bytes.length, id: parts[1],
      });
    }
    if (request.method === 'GET' && parts.length === 2 && parts[0] === 'download') {
      const media = this.media.get(parts[1]!);
      return media ? this.answer(response, 200, media.bytes, media.mimeType) : this.answer(response, 404, { error: { message: 'not found' } });
    }
    return this.answer(response, 404, { error: { message: 'Unknown path components', code: 2500 } });
  }
}
