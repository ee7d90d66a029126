/** How a training log row reads: its state, accuracy as a percentage, its data size. */
import type { DmsTraining } from '@switchboard/contracts/dms/dms.schemas';

export const percentText = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10}%`);

export const STATUS_TAGS: Record<DmsTraining['status'], { color: string; label: string }> = {
  training: { color: 'processing', label: 'Training' },
  trained: { color: 'success', label: 'Trained' },
  failed: { color: 'error', label: 'Failed' },
};

export const dataSizeText = (row: Pick<DmsTraining, 'stories' | 'examples'>) => `${row.stories} dialogues · ${row.examples} examples`;
