import type { LiveCount } from '@switchboard/contracts/dashboard/dashboard.events';
import { Figure, Panel } from '@/components/panel';

const COUNTERS = [
  { key: 'live', title: 'Live chats' },
  { key: 'botHandling', title: 'Bot handling' },
  { key: 'inQueue', title: 'In queue' },
  { key: 'agentHandling', title: 'Agent handling' },
  { key: 'messagesLastSecond', title: 'Messages / second' },
] as const;

/** Holds a counter's place (same line, same height) until the first perSecondStats arrive. */
const NO_VALUE = '–';

/** perSecondStats counters (§7 liveCount); shown before the first batch, with dashes, so nothing below them moves. */
export function LiveCounters({ count }: { count: LiveCount | null }) {
  return (
    <ul className="sb-figure-grid" aria-label="Live counters" aria-busy={count === null}>
      {COUNTERS.map((counter) => (
        <li key={counter.key}>
          <Panel size="small">
            <Figure label={counter.title} value={count ? count[counter.key] : NO_VALUE} />
          </Panel>
        </li>
      ))}
    </ul>
  );
}
