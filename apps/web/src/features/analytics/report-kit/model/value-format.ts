/** How a report number is written (§9: percentages with %, cost with the currency sign, INR or USD). */
import type { CURRENCIES } from '@switchboard/contracts/bot-builder/catalogue.schemas';

export type Currency = (typeof CURRENCIES)[number];
/** count: a plain number; percent: 0–100 as shown; cost: an amount in the currency; seconds: a duration. */
export type ValueUnit = 'count' | 'percent' | 'cost' | 'seconds';

export interface FormatOptions {
  currency?: Currency;
  locale?: string;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function formatValue(value: number | null | undefined, unit: ValueUnit, { currency = 'USD', locale = 'en-US' }: FormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  switch (unit) {
    case 'percent':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(round(value, 1))}%`;
    case 'cost':
      return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(value);
    case 'seconds':
      return formatSeconds(value);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  }
}

/** 45 s, 2 min 5 s, 1 h 3 min: handling and wait times. */
export function formatSeconds(total: number): string {
  const seconds = Math.round(total);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** The unit in a column header of an export: "Cost ($)", "Share (%)", "Wait (s)". */
export function unitSuffix(unit: ValueUnit, currency: Currency = 'USD'): string {
  if (unit === 'percent') return ' (%)';
  if (unit === 'cost') return currency === 'INR' ? ' (₹)' : ' ($)';
  if (unit === 'seconds') return ' (s)';
  return '';
}
