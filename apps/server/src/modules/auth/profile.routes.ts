/** PATCH /users/admins/profile and POST /users/updateUserFilterSelection (§7). */
import { AUTH_PATHS, updateFilterSelectionRequestSchema, updateProfileRequestSchema } from '@switchboard/contracts/auth/auth.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { ProfileService } from './profile.service';

/** The profile screen's route: a member whose map hides it cannot change their profile either. */
export const PROFILE_FEATURE = '/settings/profile';

export function registerProfileRoutes(app: App, { profiles }: { profiles: ProfileService }): void {
  app.patch(
    AUTH_PATHS.profile,
    { schema: { body: updateProfileRequestSchema }, config: { guard: { feature: PROFILE_FEATURE } } },
    async (request) => profiles.update(callerOf(request), request.body),
  );

  app.post(
    AUTH_PATHS.updateUserFilterSelection,
    { schema: { body: updateFilterSelectionRequestSchema }, config: { guard: 'authenticated' } },
    async (request) => profiles.updateFilterSelection(callerOf(request), request.body.adminPsid, request.body.selectedBifurcation),
  );
}
