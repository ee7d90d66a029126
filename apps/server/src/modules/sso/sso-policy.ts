/**
 * Who must use single sign-on (issue 29): when a brand requires it, only its named break-glass local admins
 * keep their password, and only while they can still change the SSO settings (break-glass.ts); everyone else is
 * refused at password sign-in and gets no reset link.
 */
import type { Executor } from '@/db/client';
import { isBreakGlass } from './break-glass';
import { findProvider } from './sso.repository';

export class SsoPolicy {
  constructor(private readonly db: Executor) {}

  async passwordBlocked(user: { id: string; brandId: string }): Promise<boolean> {
    const provider = await findProvider(this.db, user.brandId);
    if (!provider?.enabled || !provider.required) return false;
    return !(await isBreakGlass(this.db, user.id, provider.breakGlassUserIds));
  }
}
