/**
 * The in-page notice of chats offered to the member, on every console page. Hiding it leaves the offers in the Pending
 * tab and the title count; a new offer shows it again. The announcement is always in the page, so screen readers hear
 * the text change when an offer arrives; the panel (offer-panel.tsx) is fetched with the first offer: antd's Card,
 * Typography and Tag were on every page's cold load for a notice most loads never show (issue 22).
 */
import { offerHeading } from '@/features/live-chat/model/offer-heading';
import type { OfferNoticeProps } from '@/features/live-chat/components/offer-panel';
import { lazyComponent } from '@/lib/lazy/lazy-component';

const panel = lazyComponent(() => import('@/features/live-chat/components/offer-panel').then((module) => module.OfferPanel), null);

/** Starts fetching the panel's code (once): tests, and whoever knows an offer is coming. */
export const preloadOfferPanel = panel.preload;

export function OfferNotice(props: OfferNoticeProps) {
  const { offers } = props;
  const announcement = <div className="sb-visually-hidden" aria-live="polite">{offers[0] ? `${offerHeading(offers.length)}: ${offers[0].customerName}` : ''}</div>;
  if (offers.length === 0) return announcement;
  return (
    <>
      {announcement}
      <panel.Lazy {...props} />
    </>
  );
}
