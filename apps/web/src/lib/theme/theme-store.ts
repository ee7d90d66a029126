/** Light (default) or dark theme, persisted in local storage under dashboardTheme. */
import { create } from 'zustand';
import { STORAGE_KEYS } from '@switchboard/contracts/common/constants';

export type ThemeMode = 'light' | 'dark';

const readTheme = (): ThemeMode => {
  try {
    return localStorage.getItem(STORAGE_KEYS.dashboardTheme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
};

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  mode: typeof localStorage === 'undefined' ? 'light' : readTheme(),
  setMode: (mode) => {
    localStorage.setItem(STORAGE_KEYS.dashboardTheme, mode);
    set({ mode });
  },
}));
