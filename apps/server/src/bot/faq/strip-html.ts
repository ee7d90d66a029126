/**
 * Documents as plain text: HTML markup removed (block elements become line breaks), Markdown marks
 * dropped. The parsers (htmlparser2, marked) live in workers/document-text.mjs, plain JavaScript the
 * documents thread imports too; `extractDocumentText` runs there, off the event loop, and is what a
 * request uses. The synchronous ones are for small trusted text (the demo seed, tests).
 */
import type { DocumentFormat } from '@switchboard/contracts/bot-builder/faq.schemas';
import { documentText as textOf, stripHtml, stripMarkdown } from '@/workers/document-text.mjs';
import { extractText } from '@/workers/documents-pool';

export { stripHtml, stripMarkdown };

export function documentText(text: string, format: DocumentFormat): string {
  return textOf(text, format);
}

/** The document's text, extracted on the documents thread (a 200,000-character document never stalls the live chats). */
export function extractDocumentText(text: string, format: DocumentFormat): Promise<string> {
  return extractText(text, format);
}
