/** What history needs for a drill-down URL, in one file fetched only for such a URL (load-drill-parts.ts). */
export { drillFromSearch } from '@/lib/analytics-drill/drill-url';
export { DrillBanner } from '@/features/history/components/drill-banner';
