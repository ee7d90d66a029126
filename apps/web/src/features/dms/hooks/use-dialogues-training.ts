/**
 * The spec's dialogues_training busy flag (§4): true while a dialogue training runs for the brand (started here or
 * by anyone, as the server says) or while the request to start one is on its way.
 */
import { useStartTraining, useTrainingStatus } from '@/features/dms/api/training';

export function useDialoguesTraining() {
  const status = useTrainingStatus();
  const start = useStartTraining();
  const running = status.data?.status === 'training' ? status.data : null;
  return { dialogues_training: start.isPending || running !== null, running, start };
}
