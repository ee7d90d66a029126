// Starts one SMTP server, and one product server per worker (maxWorkers in vitest.config.ts): the files of a worker share its
// server, one after another as before; two workers never share state (an agent's availability, a brand setting).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../scripts/build-server.mjs';
import { startMailbox } from './support/mailbox';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'switchboard-mail-'));
  const mailbox = await startMailbox(mailDir);
  await buildServer();
  // The brand-functions journey stands in for the brand's API with a server on loopback, which brand
  // functions reach only when allowed.
  const env = { SMTP_URL: mailbox.url, MAIL_FROM: 'Switchboard <no-reply@demo.brand>', BRAND_FUNCTION_ALLOWED_HOSTS: '127.0.0.1' };
  const servers = await Promise.all(Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => startServer(env, { built: true })));
  project.provide('baseUrls', servers.map((server) => server.url));
  project.provide('mailDir', mailDir);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await mailbox.close();
  };
}
