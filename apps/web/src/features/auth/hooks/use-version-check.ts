/**
 * Version check on start (spec §4): a stored dashboardVersion that differs from the server's shows
 * the version-changed info and resets state; the answer is stored either way.
 */
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@switchboard/contracts/common/constants';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useConfigStore } from '@/config/runtime-config';
import { checkVersion } from '@/features/auth/api/check-version';
import { toast } from '@/lib/feedback/feedback';
import { resetSession } from '@/lib/session/reset-session';
import { useSessionStore } from '@/lib/session/session-store';

export function applyVersion(version: string, storage: Storage = localStorage): boolean {
  const stored = storage.getItem(STORAGE_KEYS.dashboardVersion);
  const changed = stored !== null && stored !== version;
  if (changed) {
    toast.info(TEXTS.versionChanged);
    resetSession();
  }
  storage.setItem(STORAGE_KEYS.dashboardVersion, version);
  return changed;
}

export function useVersionCheck(): void {
  const sessionBrand = useSessionStore((state) => state.session?.brandInfo.name);
  const configBrand = useConfigStore((state) => state.config.brand);
  const configLoaded = useConfigStore((state) => state.loaded);
  const brand = sessionBrand || configBrand;
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || !brand || (!sessionBrand && !configLoaded)) return;
    checked.current = true;
    checkVersion(brand).then((version) => applyVersion(version), () => undefined);
  }, [brand, sessionBrand, configLoaded]);
}
