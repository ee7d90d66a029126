/** mediaUpload and delete_media (§5 uploads): real bytes stored on disk, served publicly, limits and types enforced. */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { BOT_MESSAGE_TEXTS as T, type MediaUploadResult } from '@switchboard/contracts/bot-builder/bot-message.api';
import { DEFAULT_VARIATION, type BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn, testConfig } from '@/testing/test-app';
import { dataOf } from './bot-builder.test-kit';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const mp4 = (size: number) => {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

function form(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----switchboard-media';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeBackends('bot builder: media', (context) => {
  const mediaRoot = join(testConfig().dataDir, 'media');
  const session = async () => bearer((await signIn(context.app, 'trainer@demo.brand')).token);
  const upload = async (headers: Record<string, string>, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) => {
    const body = form(fields, file);
    return context.app.inject({ method: 'POST', url: P.mediaUpload, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const files = async (url: string) => readdir(join(mediaRoot, url.split('/')[2]!)).catch(() => [] as string[]);

  it('stores an image, a video and a document, serves them publicly, and deletes one', async () => {
    const headers = await session();
    const image = await upload(headers, { mediaType: 'image' }, { name: 'logo.png', type: 'image/png', bytes: PNG });
    expect(image.statusCode, image.body).toBe(200);
    const stored = dataOf<MediaUploadResult>(image);
    expect(stored).toMatchObject({ mediaType: 'image', fileName: 'logo.png', size: PNG.length, contentType: 'image/png' });
    expect(stored.url).toMatch(/^\/media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);

    const served = await context.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const video = await upload(headers, { mediaType: 'video' }, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4(5_242_880) });
    expect(video.statusCode, video.body).toBe(200);
    const document = await upload(headers, { mediaType: 'document' }, { name: 'terms.html', type: 'text/html', bytes: Buffer.from('<script>alert(1)</script>') });
    expect(document.statusCode, document.body).toBe(200);
    const page = await context.app.inject({ method: 'GET', url: dataOf<MediaUploadResult>(document).url });
    // A document is a download, never a page of this origin.
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toBe('attachment');

    const removed = await context.app.inject({ method: 'DELETE', url: P.deleteMedia, headers, payload: { mediaType: 'image', url: stored.url } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: T.mediaDeleted('image') });
    expect((await context.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'DELETE', url: P.deleteMedia, headers, payload: { mediaType: 'image', url: stored.url } })).statusCode).toBe(404);
  });

  it('refuses a 6 MB video (413, nothing stored), a GIF or a fake PNG as image, a missing file or media type', async () => {
    const headers = await session();
    const before = (await readdir(mediaRoot, { recursive: true }).catch(() => [])).length;
    const big = await upload(headers, { mediaType: 'video' }, { name: 'big.mp4', type: 'video/mp4', bytes: mp4(6 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: T.mediaTooLarge('video'), field: 'file' });
    const bigDocument = await upload(headers, { mediaType: 'document' }, { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.alloc(5_242_881) });
    expect(bigDocument.statusCode).toBe(413);

    const gif = await upload(headers, { mediaType: 'image' }, { name: 'a.gif', type: 'image/gif', bytes: GIF });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ message: T.mediaType('image') });
    const fake = await upload(headers, { mediaType: 'image' }, { name: 'a.png', type: 'image/png', bytes: Buffer.from('not a png at all') });
    expect(fake.statusCode).toBe(400);
    expect((await upload(headers, { mediaType: 'video' }, { name: 'a.png', type: 'image/png', bytes: PNG })).statusCode).toBe(400);
    // Checked by content: a PNG renamed .mp4 and declared video/mp4, or a HEIC photo (same ftyp box, not MP4).
    const renamed = await upload(headers, { mediaType: 'video' }, { name: 'clip.mp4', type: 'video/mp4', bytes: PNG });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ message: T.mediaType('video'), field: 'file' });
    const heic = mp4(64);
    heic.write('heic', 8, 'latin1');
    expect((await upload(headers, { mediaType: 'video' }, { name: 'photo.mp4', type: 'video/mp4', bytes: heic })).statusCode).toBe(400);
    expect((await upload(headers, { mediaType: 'sticker' }, { name: 'a.png', type: 'image/png', bytes: PNG })).statusCode).toBe(400);
    expect((await upload(headers, {}, { name: 'a.png', type: 'image/png', bytes: PNG })).statusCode).toBe(400);
    expect((await upload(headers, { mediaType: 'image' })).statusCode).toBe(400);
    expect((await readdir(mediaRoot, { recursive: true }).catch(() => [])).length).toBe(before);

    expect((await context.app.inject({ method: 'DELETE', url: P.deleteMedia, headers, payload: { url: '/media/x/y.png' } })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'DELETE', url: P.deleteMedia, headers, payload: { mediaType: 'image', url: '/media/../../etc/passwd' } })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc/passwd' })).statusCode).toBe(404);
  });

  it('refuses an over-limit file sent over a real connection in chunks, every time: 413, nothing on disk', async () => {
    const headers = await session();
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const before = (await readdir(mediaRoot, { recursive: true }).catch(() => [])).length;
    // Browsers and curl send a file in 64 KiB reads, and 5242880 is 80 × 64 KiB: a piece ending exactly at the
    // limit made busboy mark the file truncated without a last chunk, so toBuffer() never noticed and the
    // first 5242880 bytes were stored as if whole (7 of 12 tries against a running server).
    const post = (mediaType: string, name: string, type: string, bytes: Buffer) => new Promise<{ status: number; body: string }>((resolve, reject) => {
      const boundary = '----switchboard-media';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mediaType"\r\n\r\n${mediaType}\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const request = httpRequest({
        host: '127.0.0.1', port, method: 'POST', path: P.mediaUpload,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes.length + tail.length },
      }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      const limit = 5_242_880;
      request.write(head);
      request.write(bytes.subarray(0, limit), () => setTimeout(() => {
        request.write(bytes.subarray(limit));
        request.end(tail);
      }, 50));
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const video = await post('video', 'big.mp4', 'video/mp4', mp4(6 * 1024 * 1024));
      expect(video.status, video.body).toBe(413);
      expect(JSON.parse(video.body)).toMatchObject({ message: T.mediaTooLarge('video'), field: 'file' });
      const document = await post('document', 'big.pdf', 'application/pdf', randomBytes(6 * 1024 * 1024));
      expect(document.status, document.body).toBe(413);
      const image = await post('image', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
      expect(image.status, image.body).toBe(413);
    }
    expect((await readdir(mediaRoot, { recursive: true }).catch(() => [])).length).toBe(before);
  });

  it('refuses to delete a file a saved bot message shows (412) and needs bot.edit', async () => {
    const headers = await session();
    const { url } = dataOf<MediaUploadResult>(await upload(headers, { mediaType: 'image' }, { name: 'p.png', type: 'image/png', bytes: PNG }));
    const created = dataOf<BotMessage>(await context.app.inject({ method: 'POST', url: P.botMessages, headers, payload: { name: 'Picture', type: 'image_with_buttons' } }));
    const put = await context.app.inject({
      method: 'PUT', url: withId(P.botMessage, created.id), headers,
      payload: { name: 'Picture', type: 'image_with_buttons', variations: [{ vid: 'v', ...DEFAULT_VARIATION, abTestings: [{ vid: 'a', weight: 100, content: { mediaUrl: url } }] }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const refused = await context.app.inject({ method: 'DELETE', url: P.deleteMedia, headers, payload: { mediaType: 'image', url } });
    expect(refused.statusCode).toBe(412);
    expect(refused.json<{ message: string }>().message).toContain('Picture');
    expect(await files(url)).toContain(url.split('/')[3]);

    const agent = bearer((await signIn(context.app, 'agent@demo.brand')).token);
    expect((await upload(agent, { mediaType: 'image' }, { name: 'p.png', type: 'image/png', bytes: PNG })).statusCode).toBe(403);
  });
});
