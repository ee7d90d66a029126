/** A small FAQ draft for the FAQ model's tests (a shoe shop). */
import type { FaqDraft } from './faq-model';

export const SHOP_FAQS: FaqDraft['faqs'] = [
  { question: 'How do I reset my password?', answer: 'Use "Forgot password" on the sign-in page.', alternates: ['I forgot my password', 'password reset', 'cannot remember my password'] },
  { question: 'When will my order arrive?', answer: 'Orders arrive in 3 to 5 working days.', alternates: ['how long does delivery take', 'delivery time for my order', 'when does my parcel arrive'] },
  { question: 'Can I return shoes?', answer: 'Yes, within 30 days with the receipt.', alternates: ['how do I return shoes', 'return policy for shoes', 'send shoes back'] },
  { question: 'Do you ship abroad?', answer: 'We ship to every EU country.', alternates: ['international shipping', 'ship to other countries', 'do you deliver abroad'] },
  { question: 'How do I pay with a gift card?', answer: 'Enter the gift card code at checkout.', alternates: ['use a gift card', 'gift card payment', 'redeem gift card code'] },
  { question: 'What are your store opening hours?', answer: 'Our stores open 9:00 to 18:00, Monday to Saturday.', alternates: ['store hours', 'when do stores open', 'opening hours of the shop'] },
];

export const SHOP_DOCUMENTS: FaqDraft['documents'] = [
  {
    title: 'Care guide',
    passages: [
      'Leather shoes last longer when you clean them with a damp cloth and apply conditioner every month.',
      'Suede needs a soft brush; never wash suede shoes in a washing machine.',
    ],
  },
  {
    title: 'Warranty',
    passages: ['Every pair has a two-year warranty against manufacturing defects such as loose soles or broken stitching.'],
  },
];
