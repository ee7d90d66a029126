// How the classifier's defaults were chosen (not part of `npm run bench`): CLINC150 in-scope accuracy and
// out-of-scope recall on `val`/`oos_val` at the 0.5 threshold, and 5-fold cross-validation inside the Braun
// training splits — never a test split. Usage: npx tsx bench/nlu/tune.ts '<JSON overriding DEFAULT_HYPERPARAMETERS>' [clinc|braun]
import { BRAUN_CORPORA, loadBraun, loadClinc, type Example } from './datasets';
import { THRESHOLD } from './engines';

/** classifier-core's shape, restated: bench must not pull the server's sources into its TypeScript project. */
interface CoreModule {
  DEFAULT_HYPERPARAMETERS: Record<string, unknown>;
  trainCore(examples: Example[], seed: number, hyper: Record<string, unknown>): Promise<{ intents: string[] }>;
  scoreCore(model: { intents: string[] }, text: string): Float64Array;
}
const core = (await import(new URL('../../apps/server/src/bot/nlu/classifier-core.ts', import.meta.url).href)) as CoreModule;
const hyper = { ...core.DEFAULT_HYPERPARAMETERS, ...(JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown>) };
const what = process.argv[3];

function predict(model: { intents: string[] }, text: string): string | undefined {
  const scores = core.scoreCore(model, text);
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  return scores[best]! >= THRESHOLD ? model.intents[best] : undefined;
}

if (what !== 'braun') {
  const clinc = loadClinc();
  const started = performance.now();
  const model = await core.trainCore(clinc.train, 1, hyper);
  const seconds = (performance.now() - started) / 1000;
  const inScope = clinc.val.filter((example) => predict(model, example.text) === example.intent).length / clinc.val.length;
  const outOfScope = clinc.oosVal.filter((example) => predict(model, example.text) === undefined).length / clinc.oosVal.length;
  console.log(`CLINC150 val: in-scope ${(100 * inScope).toFixed(1)} %, oos_val recall ${(100 * outOfScope).toFixed(1)} % (trained in ${seconds.toFixed(1)} s)`);
}
if (what !== 'clinc') {
  for (const name of Object.keys(BRAUN_CORPORA) as Array<keyof typeof BRAUN_CORPORA>) {
    const { train } = loadBraun(name);
    let correct = 0;
    for (let fold = 0; fold < 5; fold++) {
      const model = await core.trainCore(train.filter((_, i) => i % 5 !== fold), 1, hyper);
      for (const example of train.filter((_, i) => i % 5 === fold)) if ((predict(model, example.text) ?? 'None') === example.intent) correct++;
    }
    console.log(`${name}: 5-fold cross-validated accuracy on the training split ${(correct / train.length).toFixed(3)}`);
  }
}
