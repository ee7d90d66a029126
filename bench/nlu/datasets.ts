// The benchmark corpora, read from the unmodified copies in bench/nlu/corpora (see its README).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Example { text: string; intent: string }
/** The label of CLINC150's out-of-scope sentences (never trained on: the threshold must catch them). */
export const OUT_OF_SCOPE = 'oos';

export interface BraunCorpus { name: string; train: Example[]; test: Example[] }
/** oosTrain: out-of-scope sentences for training; the bench never trains on them (only tune.ts's None episodes do). */
export interface ClincCorpus { train: Example[]; val: Example[]; oosTrain: Example[]; oosVal: Example[]; test: Example[]; oosTest: Example[] }

const corpusPath = (file: string) => fileURLToPath(new URL(`./corpora/${file}`, import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(corpusPath(file), 'utf8')) as T;

export const BRAUN_CORPORA = { Chatbot: 'ChatbotCorpus', AskUbuntu: 'AskUbuntuCorpus', WebApps: 'WebApplicationsCorpus' } as const;

export function loadBraun(name: keyof typeof BRAUN_CORPORA): BraunCorpus {
  const { sentences } = readJson<{ sentences: Array<{ text: string; intent: string; training: boolean }> }>(`braun2017/${BRAUN_CORPORA[name]}.json`);
  const pick = (training: boolean) => sentences.filter((s) => s.training === training).map(({ text, intent }) => ({ text, intent }));
  return { name, train: pick(true), test: pick(false) };
}

export function loadClinc(): ClincCorpus {
  const data = readJson<Record<'train' | 'val' | 'test' | 'oos_train' | 'oos_val' | 'oos_test', Array<[string, string]>>>('clinc150/data_full.json');
  const pairs = (rows: Array<[string, string]>) => rows.map(([text, intent]) => ({ text, intent }));
  return { train: pairs(data.train), val: pairs(data.val), oosTrain: pairs(data.oos_train), oosVal: pairs(data.oos_val), test: pairs(data.test), oosTest: pairs(data.oos_test) };
}
