/** Types of document-text.mjs (plain JavaScript for the documents worker thread). */
export declare const tidy: (text: string) => string;
export declare function stripHtml(html: string): string;
export declare function stripMarkdown(markdown: string): string;
export declare function documentText(text: string, format: 'html' | 'markdown' | 'text'): string;
