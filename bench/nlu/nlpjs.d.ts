// NLP.js ships no type declarations: just what the benchmark calls.
declare module '@nlpjs/core' {
  import type { NlpjsNlp } from '@nlpjs/nlp';
  export interface NlpjsContainer {
    use(plugin: unknown): void;
    registerConfiguration(tag: string, configuration: Record<string, unknown>, overwrite?: boolean): void;
    get(name: 'nlp'): NlpjsNlp;
  }
  export function containerBootstrap(): Promise<NlpjsContainer>;
}

declare module '@nlpjs/nlp' {
  export interface NlpjsNlp {
    settings: { autoSave: boolean; threshold: number };
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<{ intent: string; score: number; classifications?: Array<{ intent: string; score: number }> }>;
  }
  export const Nlp: unknown;
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
