/** The KPI cards of a report: as many columns as fit (one on a phone), the cards of a row equally tall. */
import type { ReactNode } from 'react';

export function KpiGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))', gap: 12 }}>
      {children}
    </section>
  );
}
