/**
 * Uploaded media on disk: DATA_DIR/media/<brandId>/<uuid>.<ext>, public at /media/<brandId>/<file>.
 * Names are generated (nothing the uploader chose reaches the path); files are written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { BOT_MESSAGE_PATHS, BOT_MESSAGE_TEXTS } from '@switchboard/contracts/bot-builder/bot-message.api';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { badRequest, HttpError } from '@/plugins/http-errors';

export const MEDIA_FILE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * MP4 major brands (ISO base media, MPEG-4 and the ones phones and encoders write). QuickTime (qt),
 * HEIF images (heic, mif1) and AVIF share the `ftyp` box but are not MP4 videos.
 */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp71', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'MSNV', 'dash', 'NDAS', 'f4v ', '3gp4', '3gp5', '3gp6']);

/** What the bytes are, from their first bytes (the declared type is not trusted). */
export function sniff(bytes: Buffer): 'png' | 'jpg' | 'mp4' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp' && MP4_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))) return 'mp4';
  return null;
}

/**
 * The whole uploaded file, or null when it is larger than `limit` (the multipart plugin's fileSize).
 * toBuffer() alone is not enough: when a network read ends exactly at the limit, busboy marks the file
 * truncated without handing over another chunk, and toBuffer() returns the first `limit` bytes as if
 * they were the whole file (browsers send 64 KiB reads; 5242880 is 80 of them).
 */
/**
 * Busboy's parse errors (a body cut off, no closing boundary, not multipart at all) are plain Errors,
 * answered 500; they are the sender's: 400. The plugin's own errors keep their 4xx status.
 */
function malformed(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  return status !== undefined && status < 500 ? error : badRequest(BOT_MESSAGE_TEXTS.uploadMalformed, 'file');
}

/** The request's file part (undefined when it has none); a malformed body is a 400. */
export async function filePart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await request.file();
  } catch (error) {
    throw malformed(error);
  }
}

/** 413 for a spreadsheet upload over the §5 document limit. */
export const uploadTooLarge = () => new HttpError(413, BOT_MESSAGE_TEXTS.mediaTooLarge('document'), { errorCode: ERROR_CODES.validation, field: 'file' });

export async function wholeUpload(part: Pick<MultipartFile, 'toBuffer' | 'file'>, limit: number): Promise<Buffer | null> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw malformed(error);
  }
  return part.file.truncated || bytes.length > limit ? null : bytes;
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
