/**
 * `npm run sso:idp`: the tests' OpenID provider as a process of its own, with its login page — for trying single
 * sign-on in development and for the browser journey (e2e/support/oidc-provider.ts starts it: the journeys import
 * no server code). The first line on stdout is JSON ({ issuer, clientId, clientSecret }); the next ones are for
 * people. SSO_IDP_PUBLIC_URL: the console's public URL (default http://localhost:8080); SSO_IDP_PORT (default
 * 4020, 0 for any free one); SSO_IDP_ACCOUNTS: a JSON array of accounts (default: the demo admin and agent).
 */
import { SSO_PATHS } from '@switchboard/contracts/auth/sso.schemas';
import { startTestIdp, type IdpAccount } from './oidc-idp';

const env = process.env;
const publicUrl = env.SSO_IDP_PUBLIC_URL ?? 'http://localhost:8080';
const accounts: IdpAccount[] = env.SSO_IDP_ACCOUNTS ? (JSON.parse(env.SSO_IDP_ACCOUNTS) as IdpAccount[]) : [
  { sub: 'ada', email: 'admin@demo.brand', email_verified: true, given_name: 'Ada', family_name: 'Admin', groups: ['console-admins'] },
  { sub: 'alice', email: 'agent@demo.brand', email_verified: true, given_name: 'Alice', family_name: 'Agent', groups: ['support'] },
];

const idp = await startTestIdp({
  redirectUri: `${publicUrl}${SSO_PATHS.callback}`, postLogoutRedirectUri: `${publicUrl}/auth/login`,
  backchannelLogoutUri: `${publicUrl}${SSO_PATHS.backchannelLogout}`, loginForm: true, port: Number(env.SSO_IDP_PORT ?? 4020),
});
for (const account of accounts) idp.accounts.set(account.sub, account);
console.log(JSON.stringify({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }));
console.log(`OpenID provider at ${idp.issuer} (usernames: ${accounts.map((account) => account.sub).join(', ')}). Start the server with:
  OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${idp.clientId} OIDC_CLIENT_SECRET=${idp.clientSecret} OIDC_LABEL='Sign in with Contoso'`);

const stop = () => void idp.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
