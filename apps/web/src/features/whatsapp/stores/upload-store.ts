/** The §4 busy flag wa_file_uploading: true while a recipients sheet is on its way to whatsappInputFileUpload, with how far it got. */
import { create } from 'zustand';

interface UploadState {
  wa_file_uploading: boolean;
  /** Percent of the file sent (0–100). */
  progress: number;
  start: () => void;
  setProgress: (percent: number) => void;
  finish: () => void;
}

export const useWaUploadStore = create<UploadState>()((set) => ({
  wa_file_uploading: false,
  progress: 0,
  start: () => set({ wa_file_uploading: true, progress: 0 }),
  setProgress: (progress) => set({ progress }),
  finish: () => set({ wa_file_uploading: false, progress: 0 }),
}));
