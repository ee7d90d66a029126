/**
 * The demo brand's FAQ builder and generative FAQ content, stored through the FAQ builder's own
 * repositories (validated by the contracts' schemas, documents stripped and split into passages the
 * way the generative FAQ page does): eight FAQs with alternates and a returns policy document. The
 * alternates are written so the FAQ model's own held-out evaluation (evaluate-faq.ts) answers at
 * least 80 % of the held-out phrasings right (seed tests check it). The
 * seeded version's FAQ model is built from the same draft (see bot-seed.ts).
 */
import {
  faqInputSchema, generativeFaqInputSchema, type FaqInput, type GenerativeFaqInput,
} from '@switchboard/contracts/bot-builder/faq.schemas';
import type { FaqDraft } from '@/bot/faq/faq-model';
import { splitPassages } from '@/bot/faq/split-passages';
import { documentText } from '@/bot/faq/strip-html';
import type { Executor } from '@/db/client';
import { insertFaq } from '@/modules/bot-builder/faqs.repository';
import { insertDocument } from '@/modules/bot-builder/generative-faqs.repository';

export const DEMO_FAQS: FaqInput[] = [
  {
    question: 'How do I return an item?', category: 'Returns',
    alternates: ['can I return an item', 'what is your return policy', 'how do I send something back', 'return a product', 'I want to return my purchase',
      'returns policy', 'tell me the return policy', 'how do returns work', 'can I send back my order'],
    answer: 'You can return any item within 30 days of delivery: start a return from My orders, print the free label and drop the parcel at any courier point.',
  },
  {
    question: 'How long does shipping take?', category: 'Delivery',
    alternates: ['how long does delivery take', 'shipping time', 'how many days does delivery take', 'delivery time', 'how fast do you ship',
      'what is the shipping time', 'standard shipping time', 'how long will shipping take', 'do you have express shipping'],
    answer: 'Orders leave our warehouse within 1 working day and arrive in 3 to 5 working days (1 to 2 with express shipping).',
  },
  {
    question: 'Which payment methods do you accept?', category: 'Payments',
    alternates: ['can I pay with paypal', 'do you accept credit cards', 'payment options', 'can I pay cash on delivery', 'how can I pay',
      'what payment options do you have', 'payment methods', 'accepted payment methods', 'do you take UPI'],
    answer: 'We accept credit and debit cards, UPI, PayPal, and cash on delivery for orders under ₹10,000.',
  },
  {
    question: 'What warranty do your products have?', category: 'Warranty',
    alternates: ['is my laptop under warranty', 'warranty period', 'how long is the guarantee', 'is a broken product covered', 'warranty claim',
      'what is the warranty period', 'how long is the warranty', 'does the warranty cover my headphones', 'guarantee period'],
    answer: 'Every product has a one-year manufacturer warranty from the delivery date (two years for headphones). Your invoice is your warranty card.',
  },
  {
    question: 'When will I get my refund?', category: 'Returns',
    alternates: ['how long does a refund take', 'refund time', 'I have not received my refund', 'when do I get my money back', 'refund status',
      'where is my refund', 'how are refunds paid', 'is my refund on the way'],
    answer: 'Refunds reach your original payment method within 5 to 7 working days after the returned item arrives at our warehouse; cash on delivery orders are refunded by bank transfer.',
  },
  {
    question: 'Can I change my delivery address?', category: 'Delivery',
    alternates: ['change delivery address', 'update my address', 'ship to a different address', 'edit the shipping address', 'can I change the address after ordering',
      'new delivery address', 'wrong address on my order', 'change the address on my order', 'wrong delivery address'],
    answer: 'You can change the delivery address in My orders until the order ships. Once it has shipped, ask for an agent and we will ask the courier to redirect it.',
  },
  {
    question: 'Can I cancel my order?', category: 'Orders',
    alternates: ['cancel my order', 'how do I cancel an order', 'I ordered twice, cancel one', 'cancel order', 'stop my order', 'cancellation',
      'can I cancel after it ships', 'stop my order before it ships'],
    answer: 'You can cancel an order in My orders until it ships, and the refund starts at once. Once it has shipped, refuse the delivery or start a free return.',
  },
  {
    question: 'What are your opening hours?', category: 'Contact',
    alternates: ['when are you open', 'what time do you open', 'customer service hours', 'are you open on sunday', 'store hours',
      'opening hours', 'support hours', 'what time do you close', 'are you open today'],
    answer: 'Our support team is available Monday to Saturday, 9:00 to 21:00 IST. This assistant answers at any time.',
  },
];

export const DEMO_DOCUMENT: GenerativeFaqInput = {
  title: 'Returns policy',
  format: 'markdown',
  text: `# Returns policy

You can return most items within 30 days of delivery for a full refund. Items must be unused, in their original packaging and with all accessories, manuals and free gifts that came with them.

To start a return, open My orders, choose the item and select Return. Print the prepaid return label and drop the parcel at any courier point within 7 days. Returns are free of charge within India.

Some items cannot be returned: opened earphones and headphones for hygiene reasons, software licences and gift cards once their code has been revealed, and items damaged by misuse.

Refunds are issued to the original payment method within 5 to 7 working days after the returned item reaches our warehouse and passes inspection. Cash on delivery orders are refunded by bank transfer.

Sale items can be returned like any other item, but they are refunded at the price you paid. Exchanges for another size or colour are free: choose Exchange instead of Return in My orders.

If an item arrives damaged or faulty, tell us within 48 hours with a photo of the item and its packaging and we will send a replacement at no cost, without waiting for the return.`,
};

/** Fixed ids, in the list's order: the seeded version's FAQ answers name their FAQ, and tests can expect one. */
export const demoFaqId = (index: number) => `e0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const faqValues = () => DEMO_FAQS.map((faq, index) => ({ id: demoFaqId(index), ...faqInputSchema.parse(faq) }));
const documentValues = () => {
  const input = generativeFaqInputSchema.parse(DEMO_DOCUMENT);
  const text = documentText(input.text, input.format);
  return { title: input.title, format: input.format, text, passages: splitPassages(text) };
};

/** What training reads from these rows (enabled FAQs, every document's passages). */
export function demoFaqDraft(language: string): FaqDraft {
  const { title, passages } = documentValues();
  return {
    language,
    faqs: faqValues().map(({ id, question, alternates, answer }) => ({ id, question, alternates, answer })),
    documents: [{ title, passages }],
  };
}

export async function seedBotFaqs(tx: Executor, brandId: string): Promise<void> {
  for (const { id, ...values } of faqValues()) await insertFaq(tx, brandId, values, id);
  await insertDocument(tx, { brandId, ...documentValues() });
}
