/**
 * The one rule for handing out bifurcation allow-lists (issue 21, point 10): a member restricted on a filter
 * grants (Settings › Team members) or invites (Members › Agents, CSV) nobody with more than their own values
 * on it. Granting more is a 400 on the filter's field; an invitee inherits the inviter's restrictions.
 */
import { grantAllowList, type AllowedBifurcation } from '@switchboard/contracts/auth/bifurcation-scope';
import type { Principal } from '@/plugins/auth';
import { badRequest } from '@/plugins/http-errors';

/** The allow-list `principal` gives: `wanted` when within their own, or (an invitation: none wanted) their own restrictions. */
export function allowListGivenBy(principal: Principal, wanted?: AllowedBifurcation): AllowedBifurcation {
  const grant = grantAllowList(principal.brand.bifurcationFilters, principal.allowedBifurcation, wanted);
  if ('refused' in grant) throw badRequest(grant.refused.message, `allowedBifurcation.${grant.refused.key}`);
  return grant.allowed;
}
