// Types of build-server.mjs for the TypeScript that imports it (browser journeys, benchmarks).
export const V8_FLAGS: string[];
export const SERVER_ARGS: string[];
export function buildServer(): Promise<void>;
