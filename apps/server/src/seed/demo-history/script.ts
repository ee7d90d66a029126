/**
 * What the demo history's simulated customers say, and what the demo agents answer them: phrasings
 * of their own (not the bot's training sentences), so the transcripts show the real bot matching,
 * missing and falling back as it would. The bot's side is never written here: the published bot
 * answers every customer message (simulate-chat.ts).
 */
import type { Channel } from '@switchboard/contracts/common/constants';

export const FIRST_NAMES = [
  'Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Arjun', 'Kavya', 'Ishaan', 'Sneha', 'Rahul', 'Divya', 'Karan', 'Pooja',
  'Aditya', 'Neha', 'Sanjay', 'Lakshmi', 'Farhan', 'Zoya', 'Omar', 'Grace', 'Lena', 'Tomas', 'Chen', 'Sofia', 'Daniel', 'Mei', 'Jonas', 'Aisha',
] as const;
export const LAST_NAMES = [
  'Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Khan', 'Das', 'Singh', 'Bose', 'Kapoor', 'Rao', 'Joshi', 'Pillai',
  'Haddad', 'Kim', 'Vogel', 'Silva', 'Wei', 'Rossi', 'Okafor', 'Tanaka', 'Berg', 'Bello',
] as const;

/** Channels by share of conversations. */
export const CHANNEL_WEIGHTS: Readonly<Record<Channel, number>> = { website: 50, wa: 22, android: 11, ios: 9, facebook: 6, ivr: 2 };

export const GREETINGS = ['hi', 'hello', 'good morning', 'hey there', 'hi!', 'good evening', 'hello, anyone there?'] as const;

/** {n}: the order number. */
export const ORDER_WITH_NUMBER = [
  'where is my order {n}?', 'hi, can you track order {n} for me', 'order {n} status please', 'has {n} shipped yet?',
  'my parcel {n} is late', 'when will {n} arrive?', 'I want to track {n}', 'what is the status of {n}',
] as const;
export const ORDER_WITHOUT_NUMBER = [
  'where is my order', 'track my order please', 'my order has not arrived yet', 'when will my package be delivered?',
  'has my order shipped', 'I want to check my delivery status', 'my parcel is late',
] as const;
export const ORDER_ANSWERS = ['{n}', 'it is {n}', 'sure, {n}', 'order number {n}', '{n} thanks'] as const;
export const BAD_ORDER_ANSWERS = ["I don't have it", 'not sure, I paid by card', "can't find the email", 'the blue one', 'no idea sorry', 'it was last Tuesday'] as const;

/** Customers' own wording of the FAQ questions (some close to an alternate, some further away). */
export const FAQ_QUESTIONS = [
  'how do I return something?', 'can I return shoes I bought last week', 'what is the return policy for sale items?', 'I want to send back a blender',
  'how long does shipping take to Chennai?', 'how many days for delivery?', 'do you have express shipping?',
  'can I pay with UPI?', 'do you accept paypal', 'is cash on delivery possible?',
  'how long is the warranty on the laptop?', 'is my phone under warranty?', 'what does the warranty cover?',
  'when will I get my refund?', "I still haven't received my refund", 'how long do refunds take?',
  'can I change my delivery address?', 'I gave the wrong address', 'change the shipping address please',
  'can I cancel my order?', 'I ordered twice, can I cancel one?', 'how do I cancel an order',
  'what are your opening hours?', 'are you open on sunday?', 'what time does customer service close?',
] as const;

/** Questions the demo bot was never taught: the fallback (or a near FAQ) answers. */
export const UNKNOWN_QUESTIONS = [
  'do you sell gift wrapping?', 'is the smartwatch waterproof?', 'can I pick up from a store in Pune', 'do you have the speaker in blue?',
  'is there a student discount', 'asdfgh', 'can I buy in bulk for my office?',
] as const;

export const HANDOVER_REQUESTS = [
  'I want to talk to a human', 'agent please', 'can I speak to someone?', 'connect me to customer service', 'real person please',
  'I need to talk to an agent',
] as const;

export const THANKS = ['thanks!', 'thank you', 'great, thanks', 'ok thanks a lot', 'thanks for your help'] as const;
export const GOODBYES = ['bye', 'ok bye', "that's all, bye", 'have a nice day'] as const;

export interface AgentTopic {
  /** What the customer says before asking for a person (also the ticket's subject when nobody is there). */
  opener: string;
  subject: string;
  tags: string[];
  /** The conversation once an agent joined: [who, text]; {first} the customer's first name, {agent} the agent's. */
  lines: ReadonlyArray<readonly ['agent' | 'customer', string]>;
}

/** Tags are the demo brand's chat tags (members-seed.ts). */
export const AGENT_TOPICS: readonly AgentTopic[] = [
  {
    opener: 'My headphones arrived with a broken earcup.', subject: 'Headphones arrived broken', tags: ['Complaint', 'Delivery'],
    lines: [
      ['agent', "Hi {first}, I'm {agent}. I'm sorry about that! Could you send a photo of the earcup and the box?"],
      ['customer', 'Sent it just now.'],
      ['agent', "Thanks, I've booked a free replacement: it ships today and the courier takes the broken pair back."],
      ['customer', 'Great, thank you!'],
    ],
  },
  {
    opener: 'I was charged twice for one order.', subject: 'Charged twice', tags: ['Billing'],
    lines: [
      ['agent', "Hi {first}, {agent} here. Let me check the payments… I can see a second charge that is only a pending authorisation."],
      ['customer', "So I don't need to do anything?"],
      ['agent', 'Nothing at all: it drops off within 3 working days. If it is still there on Friday, reply here and I will refund it by hand.'],
      ['customer', 'ok, thanks'],
    ],
  },
  {
    opener: 'I received the wrong laptop model.', subject: 'Wrong laptop model delivered', tags: ['Complaint', 'Delivery'],
    lines: [
      ['agent', "Hello {first}, I'm {agent}. Sorry for the mix-up! I've started an exchange: the courier brings the right model and takes this one back, both free."],
      ['customer', 'When will it come?'],
      ['agent', "Within 3 working days; you'll get the tracking link by SMS."],
    ],
  },
  {
    opener: "My coupon code WELCOME10 doesn't work.", subject: 'Coupon not applied', tags: ['Billing', 'Feedback'],
    lines: [
      ['agent', "Hi {first}! WELCOME10 applies to full-price items only, and your cart has a sale item. I've added a ₹300 credit to your account instead."],
      ['customer', 'Oh nice, thanks'],
    ],
  },
  {
    opener: 'I need to change the delivery address but the order has already shipped.', subject: 'Redirect a shipped order', tags: ['Delivery'],
    lines: [
      ['agent', "Hi {first}, {agent} here. What's the new address?"],
      ['customer', '14 Lake Road, Bengaluru 560001'],
      ['agent', "I've asked the courier to redirect it there; they confirm within a day and delivery may take one extra day."],
      ['customer', 'perfect'],
    ],
  },
  {
    opener: 'The smartwatch stopped charging after two weeks.', subject: 'Smartwatch not charging', tags: ['Complaint'],
    lines: [
      ['agent', "Hi {first}, I'm {agent}. Have you tried another USB adapter and cleaning the pins on the back?"],
      ['customer', 'Yes, both. Still nothing.'],
      ['agent', "Then it is a warranty case: I've opened a replacement and e-mailed you a free return label."],
      ['customer', 'thank you so much'],
    ],
  },
  {
    opener: 'Just wanted to say the delivery person was really helpful today!', subject: 'Praise for the courier', tags: ['Feedback'],
    lines: [
      ['agent', "That's lovely to hear, {first}, thank you! I'll pass it on to the delivery team."],
    ],
  },
];

/** When the order question fails, the agent finds the order another way. */
export const ORDER_RESCUE: AgentTopic = {
  opener: '', subject: 'Order number not found', tags: ['Delivery'],
  lines: [
    ['agent', "Hi {first}, I'm {agent}. I can find your order by your phone number or e-mail instead: which one did you use?"],
    ['customer', 'my email, the one on this account'],
    ['agent', 'Found it: it is with the courier and arrives tomorrow before 8 pm. Anything else?'],
    ['customer', "no that's all, thanks"],
  ],
};
