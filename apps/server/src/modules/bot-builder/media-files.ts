/**
 * Uploaded media on disk: DATA_DIR/media/<brandId>/<uuid>.<ext>, public at /media/<brandId>/<file>.
 * Names are generated (nothing the uploader chose reaches the path); files are written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BOT_MESSAGE_PATHS } from '@switchboard/contracts/bot-builder/bot-message.api';

export const MEDIA_FILE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the bytes are, from their first bytes (the declared type is not trusted). */
export function sniff(bytes: Buffer): 'png' | 'jpg' | 'mp4' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  return null;
}

/** A document keeps a short alphanumeric extension of its name (else .bin). */
export function documentExtension(fileName: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext ?? 'bin';
}

export const SERVED_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', mp4: 'video/mp4' };

export class MediaFiles {
  constructor(private readonly root: string) {}

  /** The public folder (one sub-folder per brand). */
  get folder() {
    return join(this.root, 'media');
  }

  dir(brandId: string) {
    return join(this.folder, brandId);
  }

  /** Stores the bytes and answers the public URL (path) and file name. */
  async write(brandId: string, ext: string, bytes: Buffer): Promise<{ url: string; file: string }> {
    const dir = this.dir(brandId);
    await mkdir(dir, { recursive: true });
    const file = `${randomUUID()}.${ext}`;
    const part = join(dir, `.${file}.part`);
    await writeFile(part, bytes);
    await rename(part, join(dir, file));
    return { url: `${BOT_MESSAGE_PATHS.publicMedia}/${brandId}/${file}`, file };
  }

  /** The absolute path of a public file, or null when the name is not one of ours or it is missing. */
  async find(brandId: string, file: string): Promise<string | null> {
    if (!UUID.test(brandId) || !MEDIA_FILE_NAME.test(file)) return null;
    const path = join(this.dir(brandId), file);
    const stats = await stat(path).catch(() => null);
    return stats?.isFile() ? path : null;
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}

/** "/media/<brandId>/<file>" (or a full URL ending so) → its parts. */
export function parseMediaUrl(url: string): { brandId: string; file: string } | null {
  let path = url.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  const match = new RegExp(`^${BOT_MESSAGE_PATHS.publicMedia}/([^/]+)/([^/]+)$`).exec(path);
  return match ? { brandId: match[1]!, file: match[2]! } : null;
}
