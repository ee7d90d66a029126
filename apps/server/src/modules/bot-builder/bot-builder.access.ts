/** The bot-builder caller (who, which brand). Who may edit, train and publish is in the routes' guards. */
import type { AuthContext } from '@/plugins/auth';
import type { Caller } from './training.service';

export function botCaller(auth: AuthContext): Caller {
  const { principal } = auth;
  return { userId: principal.userId, name: `${principal.firstName} ${principal.lastName}`.trim(), brand: principal.brand };
}
