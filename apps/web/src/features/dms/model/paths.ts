/** Links inside the /dms module. */
import type { DialogBox } from '@switchboard/contracts/dms/dms.schemas';

export const NEW_STORY = 'new';
export const storyPath = (storyId: string) => `/dms/dialogues/${encodeURIComponent(storyId)}`;
export const journeyPath = (journeyId: string) => `/dms/users_journey/${encodeURIComponent(journeyId)}`;

/** A draft handed to a new dialogue through the navigation state (a journey turned into a dialogue). */
export interface DraftState { draft?: { domainId: string; name: string; boxes: DialogBox[] } }
