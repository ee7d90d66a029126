/** On entering the console, re-reads the signed-in user (token verify) so names and permissions are current. */
import { useEffect } from 'react';
import { verifyToken } from '@/features/auth/api/verify-token';
import { getToken, useSessionStore } from '@/lib/session/session-store';

export function useSessionRefresh(): void {
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    verifyToken(token).then(
      (user) => {
        if (!user || getToken() !== token) return;
        const { email, firstName, lastName, role, permissions } = user;
        useSessionStore.getState().updateUser({ email, firstName, lastName, role, permissions });
      },
      () => undefined,
    );
  }, []);
}
