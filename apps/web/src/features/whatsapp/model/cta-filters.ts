/**
 * The Template CTA page's filters as the page holds them, and as the server reads them: a template is one value
 * (name and language), the date range is whole days in the member's time zone (from the first day's start to the
 * start of the day after the last).
 */
import type { CtaFilters } from '@switchboard/contracts/whatsapp/whatsapp.cta';

export interface CtaFilterState {
  /** `name|language`, one select value for both. */
  template?: string | undefined;
  broadcastId?: string | undefined;
  button?: string | undefined;
  /** Days as YYYY-MM-DD, first and last included. */
  days?: [string, string] | undefined;
  /** Part of a phone number as typed. */
  phone?: string | undefined;
}

export const templateValue = (name: string, language: string) => `${name}|${language}`;

/** How far `zone`'s wall clock is ahead of UTC at `instant` (ms). */
function zoneOffset(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(instant)) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` (YYYY-MM-DD) begins in `zone`, `addDays` later (a day of a DST change has its own offset). */
export function dayStart(day: string, zone: string, addDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, date! + addDays);
  let instant = wall - zoneOffset(wall, zone);
  instant = wall - zoneOffset(instant, zone);
  return new Date(instant).toISOString();
}

export function toCtaFilters(state: CtaFilterState, zone: string): CtaFilters {
  const [templateName, templateLanguage] = state.template ? state.template.split('|') : [];
  const phone = state.phone?.replace(/\D/g, '');
  const filters: CtaFilters = {
    templateName, templateLanguage, broadcastId: state.broadcastId, button: state.button,
    from: state.days ? dayStart(state.days[0], zone) : undefined,
    to: state.days ? dayStart(state.days[1], zone, 1) : undefined,
    search: phone || undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as CtaFilters;
}

export const hasFilters = (state: CtaFilterState) => Boolean(state.template || state.broadcastId || state.button || state.days || state.phone?.replace(/\D/g, ''));
