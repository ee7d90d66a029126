// The single sign-on journey's identity provider: the server tests' OpenID provider (oidc-provider on loopback,
// with its login page) run as a process of its own by `npm run sso:idp`'s script — the journeys import no server
// code — and the brand's SSO settings saved through the admin API, as Members › Configuration saves them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SSO_PATHS, type SsoSettingsInput, type SsoSettingsView } from '@switchboard/contracts/auth/sso.schemas';
import { MEMBERS_PATHS } from '@switchboard/contracts/members/team.schemas';
import { adminToken } from './brand-configuration';
import { repoRoot } from './server';

export interface IdpAccount { sub: string; email: string; email_verified: boolean; given_name: string; family_name: string; groups: string[] }
export interface RunningIdp { issuer: string; clientId: string; clientSecret: string; stop(): Promise<void> }

export async function startOidcProvider(publicUrl: string, accounts: IdpAccount[]): Promise<RunningIdp> {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/testing/oidc-idp.main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SSO_IDP_PUBLIC_URL: publicUrl, SSO_IDP_PORT: '0', SSO_IDP_ACCOUNTS: JSON.stringify(accounts) },
  });
  const exited = new Promise<never>((_done, fail) => child.once('exit', (code) => fail(new Error(`The OpenID provider exited (${String(code)})`))));
  // Its first line says where it listens; the rest is for people.
  const firstLine = new Promise<string>((done) => createInterface({ input: child.stdout }).once('line', done));
  const started = JSON.parse(await Promise.race([firstLine, exited])) as Omit<RunningIdp, 'stop'>;
  exited.catch(() => undefined);
  child.stdout.resume();
  return {
    ...started,
    stop: () => new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  };
}

/** Saves the brand's SSO settings with `change`; the returned function turns single sign-on off again. */
export async function configureSso(baseUrl: string, idp: RunningIdp, change: (roles: Map<string, string>) => Partial<SsoSettingsInput>): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${await adminToken(baseUrl)}`, 'content-type': 'application/json' };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers, ...init });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const roles = new Map((await call<Array<{ _id: string; name: string }>>(MEMBERS_PATHS.agentRoles)).map((role) => [role.name, role._id]));
  const settings = {
    enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, label: 'Sign in with Contoso', ...change(roles),
  } satisfies Partial<SsoSettingsInput>;
  await call<SsoSettingsView>(SSO_PATHS.settings, { method: 'PUT', body: JSON.stringify(settings) });
  return async () => {
    await call<SsoSettingsView>(SSO_PATHS.settings, { method: 'PUT', body: JSON.stringify({ ...settings, enabled: false }) });
  };
}
