// Starts one SMTP server and one product server for all browser journeys.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './support/mailbox';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'switchboard-mail-'));
  const mailbox = await startMailbox(mailDir);
  // The brand-functions journey stands in for the brand's API with a server on loopback, which brand
  // functions reach only when allowed.
  const server = await startServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'Switchboard <no-reply@demo.brand>', BRAND_FUNCTION_ALLOWED_HOSTS: '127.0.0.1' });
  project.provide('baseUrl', server.url);
  project.provide('mailDir', mailDir);
  return async () => {
    await server.stop();
    await mailbox.close();
  };
}
