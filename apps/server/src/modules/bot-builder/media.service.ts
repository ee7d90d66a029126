/**
 * Media uploads of §5: images png/jpeg, video mp4 (checked by their bytes, not the declared type),
 * documents of any type; each at most MEDIA_MAX_BYTES (5242880). Delete refuses a file a saved bot
 * message still shows.
 */
import {
  BOT_MESSAGE_TEXTS as T, MEDIA_MAX_BYTES, MEDIA_MIME_TYPES, type DeleteMediaInput, type MediaType, type MediaUploadResult,
} from '@switchboard/contracts/bot-builder/bot-message.api';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import type { Database } from '@/db/client';
import { badRequest, businessRule, HttpError, notFound } from '@/plugins/http-errors';
import { messagesUsingMedia } from './bot-messages.repository';
import { documentExtension, parseMediaUrl, sniff, type MediaFiles } from './media-files';

export const tooLarge = (mediaType: MediaType) => new HttpError(413, T.mediaTooLarge(mediaType), { errorCode: ERROR_CODES.validation, field: 'file' });

export interface UploadedFile { fileName: string; mimetype: string; bytes: Buffer }

export class MediaService {
  constructor(private readonly db: Database, private readonly files: MediaFiles) {}

  async upload(brandId: string, mediaType: MediaType, file: UploadedFile): Promise<MediaUploadResult> {
    if (file.bytes.length > MEDIA_MAX_BYTES[mediaType]) throw tooLarge(mediaType);
    if (file.bytes.length === 0) throw badRequest(T.mediaMissing, 'file');
    const ext = this.extensionOf(mediaType, file);
    const { url } = await this.files.write(brandId, ext, file.bytes);
    const contentType = mediaType === 'document' ? (file.mimetype || 'application/octet-stream') : file.mimetype;
    return { mediaType, url, fileName: file.fileName, size: file.bytes.length, contentType };
  }

  async remove(brandId: string, input: DeleteMediaInput): Promise<void> {
    const parts = parseMediaUrl(input.url);
    const path = parts && parts.brandId === brandId ? await this.files.find(parts.brandId, parts.file) : null;
    if (!parts || !path) throw notFound(T.mediaNotFound);
    const users = await messagesUsingMedia(this.db, brandId, `/${parts.brandId}/${parts.file}`);
    if (users.length > 0) throw businessRule(`This ${input.mediaType} is shown by the bot message${users.length > 1 ? 's' : ''} ${users.join(', ')}. Remove it there first.`);
    await this.files.remove(path);
  }

  /** The stored extension: the sniffed one for images and video (which must match the declared type), the name's for documents. */
  private extensionOf(mediaType: MediaType, file: UploadedFile): string {
    const allowed = MEDIA_MIME_TYPES[mediaType];
    if (!allowed) return documentExtension(file.fileName);
    const kind = sniff(file.bytes);
    const matches = allowed.includes(file.mimetype)
      && ((mediaType === 'image' && (kind === 'png' || kind === 'jpg')) || (mediaType === 'video' && kind === 'mp4'));
    if (!matches || !kind) throw badRequest(T.mediaType(mediaType), 'file');
    return kind;
  }
}
