import { useEffect } from 'react';
import { setMonitoringUser } from '@/lib/monitoring';
import { useSession } from '@/lib/session/session-store';

/** Errors are reported with the signed-in user's e-mail and name (spec §8). */
export function useMonitoringUser(): void {
  const user = useSession()?.user_info;
  const email = user?.email;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  useEffect(() => {
    setMonitoringUser(email ? { email, name } : null);
  }, [email, name]);
}
