/** Tells open DMS screens that a domain's data changed (updateGlobalSync on the dialogue channel), after the commit. */
export type DmsSyncWhat = 'stories' | 'actions' | 'domains' | 'training';
export type DmsSync = (brandId: string, what: DmsSyncWhat, domainId: string | null, id: string | null) => void;

/** The room of a brand's DMS screens on /liveDialogTraining. */
export const dmsRoom = (brandId: string) => `dms:${brandId}`;
