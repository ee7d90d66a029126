/**
 * Built-in entities (number, email, date, phone) found with patterns. Order matters: dates and
 * phone numbers are found before plain numbers, and a number inside them is not reported again.
 */
import type { SystemEntity } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { FoundEntity } from './entity-definition';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY_MS = 86_400_000;

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};
const monthOf = (name: string) => MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const fullYear = (year: string | undefined, now: Date) => {
  if (!year) return now.getUTCFullYear();
  const value = Number(year);
  return year.length === 2 ? 2000 + value : value;
};

interface Rule { entity: SystemEntity; pattern: RegExp; value: (match: RegExpExecArray, now: Date) => string | null }

const RULES: Rule[] = [
  { entity: 'email', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, value: (m) => m[0].toLowerCase() },
  { entity: 'date', pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, value: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])) },
  // Day first, as written in India and Europe (the demo brand's default country is India).
  { entity: 'date', pattern: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})\b/g, value: (m, now) => iso(fullYear(m[3], now), Number(m[2]), Number(m[1])) },
  { entity: 'date', pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+(\\d{4}))?\\b`, 'gi'), value: (m, now) => iso(fullYear(m[3], now), monthOf(m[2]!), Number(m[1])) },
  { entity: 'date', pattern: new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'gi'), value: (m, now) => iso(fullYear(m[3], now), monthOf(m[1]!), Number(m[2])) },
  {
    entity: 'date', pattern: /\b(today|tomorrow|yesterday)\b/gi,
    value: (m, now) => new Date(now.getTime() + { today: 0, tomorrow: DAY_MS, yesterday: -DAY_MS }[m[1]!.toLowerCase() as 'today']).toISOString().slice(0, 10),
  },
  // 7 to 15 digits, optionally with a leading + and single spaces, dashes or brackets between groups.
  {
    entity: 'phone', pattern: /(?<![\w+])\+?\d(?:[\s-]?\(?\d\)?){6,14}(?![\w])/g,
    value: (m) => {
      const digits = m[0].replace(/\D/g, '');
      return digits.length >= 7 && digits.length <= 15 ? (m[0].startsWith('+') ? `+${digits}` : digits) : null;
    },
  },
  { entity: 'number', pattern: /(?<![\w.])-?\d+(?:[.,]\d+)?(?![\w])/g, value: (m) => String(Number(m[0].replace(',', '.'))) },
];

const overlaps = (found: FoundEntity[], start: number, end: number) => found.some((entity) => start < entity.end && end > entity.start);

export function extractSystemEntities(text: string, now = new Date()): FoundEntity[] {
  const found: FoundEntity[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(found, start, end)) continue;
      const value = rule.value(match as RegExpExecArray, now);
      if (value !== null) found.push({ entity: rule.entity, value, text: match[0], start, end });
    }
  }
  return found;
}
