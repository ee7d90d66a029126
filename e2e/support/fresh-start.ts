// Setup of every journey file (vitest.config.ts): the worker's server as a file expects to find it.
import { beforeAll } from 'vitest';
import { baseUrl } from './browser';
import { resolveLeftoverChats } from './leftover-chats';

beforeAll(async () => {
  const resolved = await resolveLeftoverChats(baseUrl());
  // Said, not silent: a leftover means an earlier journey of this worker failed or forgot to resolve its chat.
  if (resolved > 0) console.warn(`Resolved ${resolved} chat(s) an earlier journey left open`);
});
