/**
 * The member's time zone for every date the console shows: chosen on the Profile page and kept in this browser
 * (like the theme), the browser's own zone until then.
 */
import { create } from 'zustand';
import { isIanaTimeZone } from '@switchboard/contracts/settings/settings.schemas';
import { browserTimeZone } from './browser-time-zone';

export const TIME_ZONE_STORAGE_KEY = 'dashboardTimeZone';

const readZone = (): string | null => {
  try {
    const stored = localStorage.getItem(TIME_ZONE_STORAGE_KEY);
    return stored && isIanaTimeZone(stored) ? stored : null;
  } catch {
    return null;
  }
};

interface TimeZoneState {
  /** The chosen zone; null follows the browser. */
  chosen: string | null;
  choose: (zone: string | null) => void;
}

export const useTimeZoneStore = create<TimeZoneState>()((set) => ({
  chosen: typeof localStorage === 'undefined' ? null : readZone(),
  choose: (zone) => {
    if (zone) localStorage.setItem(TIME_ZONE_STORAGE_KEY, zone);
    else localStorage.removeItem(TIME_ZONE_STORAGE_KEY);
    set({ chosen: zone });
  },
}));

/** The zone dates are shown in now. */
export const currentTimeZone = (): string => useTimeZoneStore.getState().chosen ?? browserTimeZone();

/** The same, re-rendering the caller when the member picks another zone. */
export const useTimeZone = (): string => useTimeZoneStore((state) => state.chosen) ?? browserTimeZone();
