/** Who may change, train and publish the bot: the route's guard decides the page, this the action. */
import { TEXTS } from '@switchboard/contracts/common/texts';
import { isActionAllowed } from '@switchboard/contracts/permissions';
import type { AuthContext } from '@/plugins/auth';
import { forbidden } from '@/plugins/http-errors';
import type { Caller } from './training.service';

export function botCaller(auth: AuthContext, action?: 'edit' | 'train' | 'publish'): Caller {
  const { principal } = auth;
  if (action && !isActionAllowed(principal.permissions, 'bot', action)) throw forbidden(TEXTS.forbidden);
  return { userId: principal.userId, name: `${principal.firstName} ${principal.lastName}`.trim(), brand: principal.brand };
}
