/**
 * Whether a typed message asks for a person ("talk to an agent", "I want to talk to a human please",
 * "agent!", "customer care"). The trained 'handover' intent catches the phrasings it was taught; these
 * patterns catch the common ones whatever a brand trained, so a customer is never trapped by a
 * classifier that is unsure or busy with a waiting question. English only, like the seeded bot.
 */

const PEOPLE = String.raw`(?:agents?|humans?|(?:real|live|actual) (?:person|people|one)|persons?|people|representatives?|reps?|operators?|someone|somebody|staff|advisors?|advisers?|executives?|support(?: team)?|customer (?:service|support|care))`;
const ARTICLE = String.raw`(?:(?:an?|the|some|your|one of your|a real|a live)\s+)?`;

const PATTERNS: readonly RegExp[] = [
  // The whole message is the request: "agent", "human please", "a real person!!".
  new RegExp(String.raw`^(?:an?\s+)?(?:real\s+|live\s+)?(?:agent|human|person|representative|operator|customer (?:service|support|care))(?:\s+(?:please|pls|plz|now))?[\s.!?]*$`),
  // "talk to an agent", "can I speak with someone", "connect me to support", "put me through to a person".
  new RegExp(String.raw`\b(?:talk|speak|chat|connect(?:ed)?|transfer(?:red)?|put me through|pass me)\b[^.?!]{0,25}?\b(?:to|with)\s+${ARTICLE}(?:real\s+|live\s+|actual\s+)?${PEOPLE}\b`),
  // "I want a human", "I need a real person", "get me an agent".
  new RegExp(String.raw`\b(?:want|need|get me|give me|request)\s+${ARTICLE}(?:real\s+|live\s+|actual\s+)?(?:agent|human|representative|operator)s?\b`),
  new RegExp(String.raw`\b(?:want|need|get me|give me)\s+(?:a\s+)?(?:real|live|actual)\s+(?:person|people|one)\b`),
  // "customer care", "human agent", "live agent" anywhere.
  /\b(?:human (?:agent|being)|live agent|real human|customer care)\b/,
  // "I don't want (to talk to) a bot", "no bot", "not a bot please" (a "robot vacuum" is left alone).
  /\b(?:don'?t|do not)\s+(?:want|wanna|like)\b[^.?!]{0,20}\bbots?\b/,
  /^(?:no|not|stop)\s+(?:a\s+|the\s+|more\s+|this\s+)?bots?\b/,
];

/** "I don't need an agent", "no need to talk to a person": a person named, but not asked for. */
const DECLINED = /\b(?:don'?t|do not|no need to|never)\s+(?:want|need|have|wish)?\s*(?:to\s+)?(?:talk|speak|chat)?\s*(?:to|with)?\s*(?:an?|the)?\s*(?:agent|human|person|representative|operator)s?\b|\bno need (?:for|of) (?:an?\s+)?(?:agent|human|person)\b/;

const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

export function asksForPerson(text: string): boolean {
  const sentence = normalize(text);
  if (!sentence || sentence.length > 300) return false;
  if (DECLINED.test(sentence)) return false;
  return PATTERNS.some((pattern) => pattern.test(sentence));
}
