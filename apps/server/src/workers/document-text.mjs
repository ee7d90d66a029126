// Documents as plain text for the generative FAQ: HTML through htmlparser2's tokenizer, Markdown through
// marked's lexer, both linear in the document's length (the regular expressions they replace took 7 s on
// 200,000 characters of HTML and 17 s on Markdown). Plain JavaScript so the documents worker thread can
// import it without a TypeScript loader (see documents.mjs); strip-html.ts re-exports it with types.
import { Parser } from 'htmlparser2';
import { Lexer } from 'marked';

/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'noscript', 'template', 'svg']);
/** Elements that start and end a paragraph. */
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'table', 'tr', 'blockquote', 'pre', 'dl', 'dt', 'dd', 'figure', 'hr']);
const CELLS = new Set(['td', 'th']);

/** Appends the visible text of `html` to `out`: blocks become paragraphs, list items "- " lines, entities decoded. */
function appendHtml(html, out) {
  let hidden = 0;
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN.has(name)) hidden++;
      if (hidden > 0) return;
      if (name === 'br') out.push('\n');
      else if (name === 'li') out.push('\n- ');
      else if (BLOCKS.has(name)) out.push('\n\n');
      else if (CELLS.has(name)) out.push(' ');
    },
    onclosetag(name, implied) {
      if (HIDDEN.has(name)) {
        hidden = Math.max(0, hidden - 1);
        return;
      }
      if (hidden > 0 || (implied && name === 'br')) return;
      if (BLOCKS.has(name)) out.push('\n\n');
      else if (CELLS.has(name)) out.push(' ');
    },
    ontext(text) {
      if (hidden === 0) out.push(text);
    },
  }, { decodeEntities: true });
  parser.end(html);
}

/** Text with its character references decoded (htmlparser2's full table), nothing read as markup. */
function decoded(text) {
  if (!text.includes('&')) return text;
  const out = [];
  appendHtml(text.replaceAll('<', '&lt;'), out);
  return out.join('');
}

function appendInline(tokens, out) {
  for (const token of tokens) {
    if (token.type === 'html') appendHtml(token.text, out);
    else if (token.type === 'br') out.push('\n');
    else if (token.type === 'codespan' || token.type === 'escape') out.push(token.text);
    else if (token.type === 'image') out.push(decoded(token.text));
    else if (token.tokens) appendInline(token.tokens, out);
    else if (typeof token.text === 'string') out.push(decoded(token.text));
  }
}

function appendBlocks(tokens, out) {
  for (const token of tokens) {
    switch (token.type) {
      case 'space': case 'def': break;
      case 'code': out.push(token.text, '\n\n'); break;
      case 'html': appendHtml(token.text, out); break;
      case 'blockquote': appendBlocks(token.tokens, out); break;
      case 'hr': out.push('\n\n'); break;
      case 'list':
        token.items.forEach((item, index) => {
          out.push(token.ordered ? `\n${Number(token.start || 1) + index}. ` : '\n- ');
          appendBlocks(item.tokens, out);
        });
        out.push('\n\n');
        break;
      case 'table':
        for (const row of [token.header, ...token.rows]) {
          row.forEach((cell) => { appendInline(cell.tokens, out); out.push(' '); });
          out.push('\n');
        }
        out.push('\n');
        break;
      case 'text': appendInline(token.tokens ?? [token], out); break;
      default:
        // heading, paragraph and anything a later marked adds: its words, then a paragraph break.
        appendInline(token.tokens ?? [token], out);
        out.push('\n\n');
    }
  }
}

/** Trailing spaces gone, at most one blank line in a row (each pattern linear: no nested repetition). */
export const tidy = (text) => text.replace(/[ \t\f\v\r\u00a0]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();

export function stripHtml(html) {
  const out = [];
  appendHtml(html, out);
  return tidy(out.join(''));
}

/**
 * marked's inline pass (emphasis, links) is quadratic in a paragraph's length: 100,000 "_a" in one
 * paragraph took two minutes. Its block pass is linear, so a long paragraph's inline text is lexed in
 * pieces of at most this many characters, cut at a line end or a space (an emphasis crossing a cut keeps
 * its marks, the words are all there).
 */
const INLINE_PIECE = 500;

function inlinePieces(src) {
  const pieces = [];
  let start = 0;
  while (src.length - start > INLINE_PIECE) {
    const window = src.slice(start, start + INLINE_PIECE);
    const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    const end = cut > INLINE_PIECE / 2 ? start + cut + 1 : start + INLINE_PIECE;
    pieces.push(src.slice(start, end));
    start = end;
  }
  pieces.push(src.slice(start));
  return pieces;
}

/**
 * marked nests a blockquote or list per marker and recurses for each: a line of 100,000 "> " overflowed
 * the stack after seconds. A line keeps at most this many leading container markers (the innermost).
 */
const MAX_NESTING = 16;

function isSpace(char) {
  return char === ' ' || char === '\t';
}

function flattenLine(line) {
  const starts = [];
  let i = 0;
  for (;;) {
    while (isSpace(line[i])) i++;
    const start = i;
    if (line[i] === '>') i++;
    else if ('-*+'.includes(line[i] ?? 'x') && isSpace(line[i + 1])) i++;
    else {
      while (line[i] >= '0' && line[i] <= '9' && i - start < 9) i++;
      if (i === start || (line[i] !== '.' && line[i] !== ')') || !isSpace(line[i + 1])) break;
      i++;
    }
    starts.push(start);
  }
  return starts.length > MAX_NESTING ? line.slice(starts[starts.length - MAX_NESTING]) : line;
}

export function stripMarkdown(markdown) {
  const lexer = new Lexer();
  const tokens = lexer.blockTokens(markdown.split('\n').map(flattenLine).join('\n'), []);
  for (const { src, tokens: into } of lexer.inlineQueue.splice(0)) {
    for (const piece of inlinePieces(src)) lexer.inlineTokens(piece, into);
  }
  const out = [];
  appendBlocks(tokens, out);
  return tidy(out.join(''));
}

/** The text of a document of the given format ('html', 'markdown' or plain 'text'). */
export function documentText(text, format) {
  if (format === 'html') return stripHtml(text);
  if (format === 'markdown') return stripMarkdown(text);
  return tidy(text);
}
