/** Profile values by type (§3: date, currency, datetime, url; anything else is text). */
import dayjs from 'dayjs';

export type ProfileValueType = 'text' | 'date' | 'currency' | 'datetime' | 'url';

const CURRENCY = /^\s*(INR|USD|₹|\$)?\s*(-?[\d,]*\.?\d+)\s*(INR|USD)?\s*$/i;
const SYMBOLS: Record<string, string> = { '₹': 'INR', $: 'USD' };

/** "INR 1200", "$5", "1200 USD" in that currency; a bare number as a plain amount with 2 decimals. */
export function formatCurrency(value: string, locale = 'en-IN'): string {
  const match = CURRENCY.exec(value);
  if (!match) return value;
  const amount = Number((match[2] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(amount)) return value;
  const raw = (match[1] ?? match[3] ?? '').toUpperCase();
  const code = SYMBOLS[raw] ?? (raw || null);
  return code
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount)
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

const parseDate = (value: string) => {
  const numeric = /^\d{10,13}$/.test(value) ? Number(value) * (value.length === 10 ? 1000 : 1) : value;
  const date = dayjs(numeric);
  return date.isValid() ? date : null;
};

/** Safe links only: http(s) URLs; anything else stays text. */
export function safeUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function formatProfileValue(value: string, type: ProfileValueType): string {
  switch (type) {
    case 'date':
      return parseDate(value)?.format('DD MMM YYYY') ?? value;
    case 'datetime':
      return parseDate(value)?.format('DD MMM YYYY, hh:mm A') ?? value;
    case 'currency':
      return formatCurrency(value);
    default:
      return value;
  }
}
