/** The domain the /dms pages and the training widget work in (one choice for the whole module; null: the first one). */
import { create } from 'zustand';

interface DmsDomainState {
  domainId: string | null;
  setDomainId: (domainId: string | null) => void;
}

export const useDmsDomainStore = create<DmsDomainState>()((set) => ({
  domainId: null,
  setDomainId: (domainId) => set({ domainId }),
}));
