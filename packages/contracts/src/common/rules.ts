/** Validation rules of spec §5, shared by the console forms and the server. */
import { z } from 'zod';
import { isValidEmail } from './email';

export { isValidEmail };

export const PASSWORD_RULE_MESSAGE =
  'Password must be 8 to 15 characters with at least one digit, one lowercase letter, one uppercase letter and one special character, and no spaces.';

const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])\S{8,15}$/;
const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
const VIDEO_SERVICE_PATTERN = /^https?:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/|vimeo\.com\/)\S+$/i;

export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
export const isAlphanumeric = (value: string): boolean => ALPHANUMERIC_PATTERN.test(value);

/** List-item sanitiser: removes double quotes and backslashes. */
export const sanitizeListItem = (value: string): string => value.replace(/["\\]/g, '');

/**
 * A list item (a tag of a chat, a canned response, a product; a brand tag's name): sanitised (§5), then checked by
 * `schema` (trim, length). Applied on both sides through the shared schemas.
 */
export const listItem = <T extends z.ZodType<unknown, string>>(schema: T) => z.string().transform(sanitizeListItem).pipe(schema);

/** A chat message's or note's text: trimmed, required and capped (the server drops NUL characters of every input first). */
export const chatTextSchema = (max: number, required = 'Type a message first') =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters`);

/** Strips HTML tags, keeping their text. */
export const stripHtml = (value: string): string => value.replace(/<[^>]*>/g, '');

/** A video link is an .mp4 file or a link to a video-sharing service. */
const MP4_LINK_PATTERN = /^https?:\/\/[^\s/?#]+\/[^\s?#]*\.mp4([?#]\S*)?$/i;

/** A video link is an .mp4 file or a link to a video-sharing service. */
export const isValidVideoLink = (value: string): boolean =>
  MP4_LINK_PATTERN.test(value) || VIDEO_SERVICE_PATTERN.test(value);

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .refine(isValidEmail, 'Enter a valid e-mail address');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .refine(isValidPassword, PASSWORD_RULE_MESSAGE);

export const UPLOAD_RULES = {
  workflowImageTypes: ['image/png', 'image/jpeg'],
  workflowVideoTypes: ['video/mp4'],
  messagingTemplateExtensions: ['xlsx'],
  /**
   * §5 lists xlsx and xls; no reader of the binary .xls is in the repo, so only .xlsx is offered and accepted (a .xls is
   * refused with a message saying to save it as .xlsx). decisions.md "NLP uploads: .xlsx only".
   */
  nlpUploadExtensions: ['xlsx'],
  workflowTreeExtensions: ['xlsx', 'csv'],
} as const;
