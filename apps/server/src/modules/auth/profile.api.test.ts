import { expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { updateFilterSelectionDataSchema, verifyTokenDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { NOT_YOUR_SELECTION, WRONG_CURRENT_PASSWORD } from './profile.service';

describeBackends('auth: profile and bifurcation selection', (ctx) => {
  const patchProfile = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/users/admins/profile', headers: bearer(token), payload });
  const select = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/users/updateUserFilterSelection', headers: bearer(token), payload });

  it('updates names and answers data.user as a list with the spec message', async () => {
    const { token, _id } = await signIn(ctx.app, 'supervisor@demo.brand');
    const response = await patchProfile(token, { firstName: '  Samira ', lastName: 'Lead' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: unknown; message: string }>();
    expect(body.message).toBe(TEXTS.profileUpdated);
    const { user } = verifyTokenDataSchema.parse(body.data);
    expect(user).toEqual([expect.objectContaining({ _id, firstName: 'Samira', lastName: 'Lead', email: 'supervisor@demo.brand' })]);
  });

  it('changes the password only with the right current password, ending the other sessions', async () => {
    const current = await signIn(ctx.app, 'agent@demo.brand');
    const other = await signIn(ctx.app, 'agent@demo.brand');
    const missing = await patchProfile(current.token, { newPassword: 'Brand#New1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword' });
    const wrong = await patchProfile(current.token, { currentPassword: 'Nope@12345', newPassword: 'Brand#New1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
    const weak = await patchProfile(current.token, { currentPassword: 'Demo@12345', newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'newPassword' });

    const ok = await patchProfile(current.token, { currentPassword: 'Demo@12345', newPassword: 'Brand#New1' });
    expect(ok.statusCode).toBe(200);
    const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(token) });
    expect((await verify(current.token)).statusCode).toBe(200);
    expect((await verify(other.token)).statusCode).toBe(401);
    await signIn(ctx.app, 'agent@demo.brand', 'Brand#New1');
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/users/admins/profile', payload: { firstName: 'X' } });
    expect(response.statusCode).toBe(401);
  });

  it('saves the caller’s bifurcation selection and uses it from then on', async () => {
    const session = await signIn(ctx.app, 'manager@demo.brand');
    const response = await select(session.token, { adminPsid: session.adminId, selectedBifurcation: { region: { value: 'south' } } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: unknown; message: string }>();
    expect(body.message).toBe(TEXTS.bifurcationSaved);
    expect(updateFilterSelectionDataSchema.parse(body.data)).toEqual({
      adminPsid: session.adminId,
      selectedBifurcation: { region: { value: 'south' }, businessLine: { value: 'retail' } },
    });
    const again = await signIn(ctx.app, 'manager@demo.brand');
    expect(again.selectedBifurcation.region?.value).toBe('south');
  });

  it('refuses an unknown option (400 on the field) and someone else’s adminPsid (403)', async () => {
    const mine = await signIn(ctx.app, 'manager@demo.brand');
    const theirs = await signIn(ctx.app, 'agent@demo.brand');
    const unknown = await select(mine.token, { adminPsid: mine.adminId, selectedBifurcation: { region: { value: 'mars' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'selectedBifurcation', message: 'Unknown Region mars' });
    const unknownKey = await select(mine.token, { adminPsid: mine.adminId, selectedBifurcation: { planet: { value: 'earth' } } });
    expect(unknownKey.statusCode).toBe(400);
    const foreign = await select(mine.token, { adminPsid: theirs.adminId, selectedBifurcation: { region: { value: 'south' } } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: NOT_YOUR_SELECTION });
    const missing = await select(mine.token, { selectedBifurcation: { region: { value: 'south' } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'adminPsid' });
  });
});
