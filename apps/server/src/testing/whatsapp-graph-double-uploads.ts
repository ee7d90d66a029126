/**
 * The Graph API double's Resumable Upload API (how a media-header template's example file reaches WhatsApp): a
 * session on the app (POST /{app-id}/uploads?file_name&file_length&file_type), then the bytes in one piece
 * (POST /upload:{id}, `Authorization: OAuth <token>`, `file_offset: 0`), answered with the handle a template takes.
 */
import type { IncomingMessage } from 'node:http';

export interface UploadedFile { fileName: string; mimeType: string; bytes: Buffer }
interface Answer { status: number; body: unknown }

const TYPES = /^(image\/(jpeg|png)|video\/mp4|application\/pdf)$/;

export class DoubleUploads {
  /** Files uploaded, by the handle answered. */
  readonly files = new Map<string, UploadedFile>();
  private readonly sessions = new Map<string, { fileName: string; mimeType: string; length: number }>();
  private counter = 0;

  constructor(private readonly accessToken: string) {}

  /** POST /{app-id}/uploads: a session for one file of the given name, length and type. */
  start(query: URLSearchParams): Answer {
    const fileName = query.get('file_name') ?? '';
    const length = Number(query.get('file_length'));
    const mimeType = query.get('file_type') ?? '';
    if (!fileName || !Number.isInteger(length) || length <= 0 || !TYPES.test(mimeType)) {
      return { status: 400, body: { error: { message: '(#100) Invalid parameter: file_name, file_length and file_type (image/jpeg, image/png, video/mp4, application/pdf)', code: 100 } } };
    }
    const id = `upload:${Buffer.from(`session-${++this.counter}`).toString('base64url')}`;
    this.sessions.set(id, { fileName, mimeType, length });
    return { status: 200, body: { id } };
  }

  /** POST /upload:{id}: the session's bytes, all of them from offset 0. */
  async receive(request: IncomingMessage, id: string): Promise<Answer> {
    if (request.headers.authorization !== `OAuth ${this.accessToken}`) {
      return { status: 401, body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } } };
    }
    const session = this.sessions.get(id);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (!session || request.headers.file_offset !== '0' || bytes.length !== session.length) {
      return { status: 400, body: { error: { message: '(#100) Invalid upload session, offset or length', code: 100 } } };
    }
    this.sessions.delete(id);
    const handle = `4::${Buffer.from(session.fileName).toString('base64')}:ARb${this.counter++}`;
    this.files.set(handle, { fileName: session.fileName, mimeType: session.mimeType, bytes });
    return { status: 200, body: { h: handle } };
  }
}
