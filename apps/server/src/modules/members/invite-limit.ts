/**
 * The most agents one CSV may invite (§5, §9: 20 by default). Read through this one function so the
 * brand configuration (/members/configuration, "max CSV invites") can supply it later.
 */
import { THRESHOLDS } from '@switchboard/contracts/common/constants';

export type InviteLimit = (brandId: string) => Promise<number>;

export const defaultInviteLimit: InviteLimit = async () => THRESHOLDS.maxAgentsInvitedByCsv;
