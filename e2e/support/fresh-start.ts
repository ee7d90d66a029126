// Setup of every journey file (vitest.config.ts): the worker's server as a file expects to find it, and a failed
// journey's pages photographed with what they showed.
import { basename } from 'node:path';
import { beforeAll, beforeEach } from 'vitest';
import { baseUrl } from './browser';
import { photographOpenPages } from './failure-screenshots';
import { resolveLeftoverChats } from './leftover-chats';

beforeAll(async () => {
  const resolved = await resolveLeftoverChats(baseUrl());
  // Said, not silent: a leftover means an earlier journey of this worker failed or forgot to resolve its chat.
  if (resolved > 0) console.warn(`Resolved ${resolved} chat(s) an earlier journey left open`);
});

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => photographOpenPages(basename(task.file.name, '.e2e.ts')));
});
