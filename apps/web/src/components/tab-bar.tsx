/**
 * A row of tabs drawn as antd's Tabs are (a line under the row, the chosen tab in the primary colour over an ink bar),
 * for pages whose tabs only switch what one panel below them shows: antd's Tabs brought its menu, dropdown and motion
 * code to the page's first visit (issue 22: Tickets). WAI-ARIA tabs: one tab stop (the chosen tab), arrow keys,
 * Home and End move and choose; `TabPanel` is the region the chosen tab controls.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tab-bar.css';

interface TabBarProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<{ key: K; label: ReactNode }>;
  active: K;
  onChange: (key: K) => void;
  /** The id prefix shared with the TabPanel (useTabIds). */
  ids: TabIds;
}

export interface TabIds { tab: (key: string) => string; panel: string }

/** Ids that tie the tabs to their panel. */
export function useTabIds(): TabIds {
  const id = useId();
  return { tab: (key) => `${id}-tab-${key}`, panel: `${id}-panel` };
}

export function TabBar<K extends string>({ label, tabs, active, onChange, ids }: TabBarProps<K>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(ids.tab(next.key))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="sb-tab-bar" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button key={tab.key} type="button" role="tab" id={ids.tab(tab.key)} aria-selected={selected} aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1} className={`sb-tab-bar__tab${selected ? ' sb-tab-bar__tab--active' : ''}`} onClick={() => onChange(tab.key)}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ ids, active, children }: { ids: TabIds; active: string; children: ReactNode }) {
  return <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(active)}>{children}</div>;
}
