/**
 * Bot messages' calls beyond BOT_BUILDER_PATHS (duplicate, the public media folder), their list
 * query, the variation list answer, media uploads (§5 "Uploads") and the texts of their refusals.
 */
import { z } from 'zod';
import { THRESHOLDS } from '../common/constants';
import { UPLOAD_RULES } from '../common/rules';
import { MESSAGE_TYPES } from '../live-chat/live-chat.schemas';
import { BOT_MESSAGE_TYPES, variationOptionSchema, variationSchema } from './bot-message.schemas';

export const BOT_MESSAGE_PATHS = {
  duplicate: '/admin/v1/botBuilder/botMessages/:messageId/duplicate',
  /** Uploaded media, public and read-only (customers' widgets load them): /media/<generated name>. */
  publicMedia: '/media',
} as const;

export const botMessageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(80).optional(),
  type: z.enum(MESSAGE_TYPES).optional(),
});
export type BotMessageListQuery = z.infer<typeof botMessageListQuerySchema>;

/** Create from the list: name and type; without variations the server starts with the §3 default one. */
export const botMessageCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters'),
  type: z.enum(MESSAGE_TYPES).refine((type) => BOT_MESSAGE_TYPES.includes(type), 'This type is not a bot message type'),
  variations: z.array(variationSchema).optional(),
});
export type BotMessageCreate = z.infer<typeof botMessageCreateSchema>;

export const variationListSchema = z.object({ variationList: z.array(variationOptionSchema) });
export type VariationList = z.infer<typeof variationListSchema>;

/** §5 uploads: images png/jpeg, video mp4, documents of any type. */
export const MEDIA_TYPES = ['image', 'video', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_MIME_TYPES: Record<MediaType, readonly string[] | null> = {
  image: UPLOAD_RULES.workflowImageTypes,
  video: UPLOAD_RULES.workflowVideoTypes,
  document: null,
};
/** §5 limits video and documents to 5242880 bytes; images get the same limit (our choice, docs/decisions.md). */
export const MEDIA_MAX_BYTES: Record<MediaType, number> = {
  image: THRESHOLDS.uploadVideoMaxBytes,
  video: THRESHOLDS.uploadVideoMaxBytes,
  document: THRESHOLDS.uploadDocumentMaxBytes,
};

export const mediaUploadResultSchema = z.object({
  mediaType: z.enum(MEDIA_TYPES),
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

export const deleteMediaSchema = z.object({ mediaType: z.enum(MEDIA_TYPES), url: z.string().min(1, 'url is required') });
export type DeleteMediaInput = z.infer<typeof deleteMediaSchema>;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

export const BOT_MESSAGE_TEXTS = {
  notFound: 'Bot message not found',
  duplicateName: 'A bot message with this name already exists',
  inUse: (workflows: string[]) => `This message is used by the workflow${workflows.length > 1 ? 's' : ''} ${workflows.join(', ')}. Remove it there first.`,
  copyName: (name: string) => `${name} (copy)`,
  mediaMissing: 'Choose a file to upload',
  uploadMalformed: 'The upload was cut off or is not a well-formed form: send the file again',
  mediaType: (mediaType: MediaType) =>
    mediaType === 'image' ? 'Images must be PNG or JPEG' : mediaType === 'video' ? 'Videos must be MP4' : 'This file type is not accepted',
  mediaTooLarge: (mediaType: MediaType) => `The ${mediaType} is larger than ${megabytes(MEDIA_MAX_BYTES[mediaType])} (${MEDIA_MAX_BYTES[mediaType]} bytes)`,
  mediaNotFound: 'This file does not exist',
  mediaDeleted: (mediaType?: string) => `${mediaType ?? 'Media'} deleted successfully`,
} as const;
