/** Messages the translation service did not translate (shown as written, with a note and Retry). */
import { create } from 'zustand';

interface TranslationState {
  failed: ReadonlySet<string>;
  setFailed: (chatlogId: string, failed: boolean) => void;
}

export const useTranslationStore = create<TranslationState>((set) => ({
  failed: new Set(),
  setFailed: (chatlogId, failed) => set((state) => {
    const next = new Set(state.failed);
    if (failed) next.add(chatlogId);
    else next.delete(chatlogId);
    return { failed: next };
  }),
}));
