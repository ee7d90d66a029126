// The generative-FAQ documents: 200,000 characters each (the schema's maximum), a help-centre page
// whose second half is markup left unclosed — a truncated paste, or a hostile one. Regular-expression
// strippers scan to the end of the text from every unclosed `<` or `[`, so such a tail costs them time
// in the square of its length; a real parser reads it once.
import { MAX_DOCUMENT_CHARACTERS } from '@switchboard/contracts/bot-builder/faq.schemas';

const HALF = MAX_DOCUMENT_CHARACTERS / 2;

const fill = (unit: (n: number) => string, length: number) => {
  let text = '';
  for (let n = 0; text.length < length; n++) text += unit(n);
  return text.slice(0, length);
};

const htmlSection = (n: number) =>
  `<h2>Delivery question ${n}</h2><p>Orders placed before 2 pm ship the same day &amp; arrive within <b>two working days</b>. `
  + `Track yours under <a href="https://demo.brand/orders/${n}">My orders</a>.</p><ul><li>Returns: 30 days</li><li>Refunds: 5 days</li></ul>\n`;

const markdownSection = (n: number) =>
  `## Delivery question ${n}\n\nOrders placed before 2 pm ship the same day and arrive within **two working days**. `
  + `Track yours under [My orders](https://demo.brand/orders/${n}).\n\n- Returns: *30 days*\n- Refunds: \`5 days\`\n\n`;

/** Half well-formed HTML, half `<a ` openings that never close. */
export const hostileHtml = () => fill(htmlSection, HALF) + fill(() => '<a ', HALF);

/** Half well-formed Markdown, half `[a` link openings that never close. */
export const hostileMarkdown = () => fill(markdownSection, HALF) + fill(() => '[a', HALF);
