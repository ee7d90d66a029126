// The server's seeded generator and shuffle (apps/server/src/bot/nlu/random.ts), for the benches' seeded draws. Imported
// at run time: bench is its own TypeScript project and must not pull the server's sources into it, so the shape is restated.
const random = (await import(new URL('../../apps/server/src/bot/nlu/random.ts', import.meta.url).href)) as {
  seededRandom(seed: number): () => number;
  shuffle<T>(items: T[], random: () => number): T[];
};
export const { seededRandom, shuffle } = random;
