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
import { run as realtime } from './realtime/realtime';
import { run as testing } from './testing/testing';
import { run as web } from './web/web';
import { run as whatsapp } from './whatsapp/whatsapp';

const benches: Record<string, () => Promise<boolean>> = { 'login-bytes': loginBytes, 'token-verify': tokenVerify, 'api-logging': apiLogging, 'raw-dump-memory': rawDumpMemory, realtime, history, analytics, 'term-writes': termWrites, nlu, hardening, web, whatsapp, testing };
const only = process.argv.slice(2);
let allMet = true;
for (const [name, run] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  allMet = (await run()) && allMet;
}
console.log(allMet ? '\nEvery goal met.' : '\nSome goals were not met (see NO above).');
process.exit(0);
