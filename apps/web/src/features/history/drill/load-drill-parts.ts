/**
 * History's drill-down parts (the URL's parser with the contracts' drill-down schema, the banner with the metrics'
 * names) are fetched only when the URL carries a drill-down: with the page they were two more requests on every
 * cold load of /history, almost all without one (issue 22: at most 40). The page suspends on them (React's `use`)
 * until they arrive; a failed fetch is forgotten, so that the error boundary's retry fetches again.
 */
import type * as Parts from './drill-parts';

type DrillParts = typeof Parts;

let loading: Promise<DrillParts> | undefined;

export function loadDrillParts(): Promise<DrillParts> {
  loading ??= import('./drill-parts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
