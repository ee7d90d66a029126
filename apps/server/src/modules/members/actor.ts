/** Who made a change, as the audit log records it. */
import type { AuthContext } from '@/plugins/auth';

export const actorOf = (auth: AuthContext) => ({
  id: auth.principal.userId,
  name: `${auth.principal.firstName} ${auth.principal.lastName}`.trim(),
});
