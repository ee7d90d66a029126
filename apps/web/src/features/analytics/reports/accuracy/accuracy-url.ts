/**
 * The model-accuracy page's own state in the URL beside the report filter (issue 24: reload, Back and a shared link keep
 * it). The names are the request's fields (`search`, `review`, `sortBy`, `order`, `page`, the utterances' `intent`) plus
 * `intentPage` for the utterances' page. A bad value falls back to its default, as the filter's do; defaults are left out.
 */
import { ACCURACY_SORTS, type AccuracySort } from '@switchboard/contracts/analytics/accuracy.schemas';
import { REVIEW_FILTERS, type ReviewFilter } from '@switchboard/contracts/history/history.schemas';

export interface AccuracyUrlState {
  search: string;
  review: ReviewFilter;
  sortBy: AccuracySort;
  order: 'asc' | 'desc';
  page: number;
  intent: string | null;
  intentPage: number;
}

export const ACCURACY_URL_DEFAULTS: AccuracyUrlState = { search: '', review: 'All', sortBy: 'predictions', order: 'desc', page: 1, intent: null, intentPage: 1 };

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  (choices as readonly (string | null)[]).includes(value) ? value as T : fallback;
// The request's page bounds (accuracy.schemas.ts: 1…10 000).
const pageFrom = (value: string | null): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : 1;
};
const textFrom = (value: string | null): string => (value ?? '').trim().slice(0, 200);

export function accuracyFromSearch(search: URLSearchParams): AccuracyUrlState {
  return {
    search: textFrom(search.get('search')),
    review: oneOf(REVIEW_FILTERS, search.get('review'), 'All'),
    sortBy: oneOf(ACCURACY_SORTS, search.get('sortBy'), 'predictions'),
    order: oneOf(['asc', 'desc'] as const, search.get('order'), 'desc'),
    page: pageFrom(search.get('page')),
    intent: textFrom(search.get('intent')) || null,
    intentPage: pageFrom(search.get('intentPage')),
  };
}

/** `current` with `patch` applied; other params (the report filter's) are kept. */
export function searchWithAccuracy(current: URLSearchParams, patch: Partial<AccuracyUrlState>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(patch) as [keyof AccuracyUrlState, AccuracyUrlState[keyof AccuracyUrlState]][]) {
    if (value === null || value === '' || value === ACCURACY_URL_DEFAULTS[name]) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
