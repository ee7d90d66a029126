// `npm run bench`: every benchmark, each printing its figures as ratios to a baseline measured in the same run.
import { run as analytics } from './analytics/analytics';
import { run as termWrites } from './analytics/term-writes';
import { run as loginBytes } from './auth/login-bytes';
import { run as tokenVerify } from './auth/token-verify';
import { run as apiLogging } from './console/api-logging';
import { run as rawDumpMemory } from './console/raw-dump-memory';
import { run as hardening } from './hardening/hardening';
import { run as history } from './history/history';
import { run as nlu } from './nlu/nlu';
import { run as dialogues } from './dialogues/dialogues';
import { run as cluster, soak } from './realtime/cluster';
import { run as realtime } from './realtime/realtime';
import { run as testing } from './testing/testing';
import { run as web } from './web/web';
import { run as whatsapp } from './whatsapp/whatsapp';

// `soak --minutes N` (issue 28): the multi-instance soak, N minutes (default 30); not part of a plain run.
const minutesAt = process.argv.indexOf('--minutes');
const minutes = minutesAt > 0 ? Number(process.argv[minutesAt + 1]) : 30;
const args = process.argv.slice(2).filter((arg, index, all) => arg !== '--minutes' && all[index - 1] !== '--minutes');
const benches: Record<string, () => Promise<boolean>> = { 'login-bytes': loginBytes, 'token-verify': tokenVerify, 'api-logging': apiLogging, 'raw-dump-memory': rawDumpMemory, realtime, cluster, history, analytics, 'term-writes': termWrites, nlu, dialogues, hardening, web, whatsapp, testing };
if (args.includes('soak')) {
  if (!Number.isFinite(minutes) || minutes < 1) throw new Error('soak --minutes N: N is a whole number of minutes, at least 1');
  const met = await soak(Math.round(minutes));
  console.log(met ? '\nEvery goal met.' : '\nSome goals were not met (see NO above).');
  process.exit(0);
}
const only = args;
let allMet = true;
for (const [name, run] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  allMet = (await run()) && allMet;
}
console.log(allMet ? '\nEvery goal met.' : '\nSome goals were not met (see NO above).');
process.exit(0);
