// Types of compress-assets.mjs for the TypeScript that imports it (benchmarks).
export function compressAssets(folder: string): Promise<{ files: number; raw: number; packed: number }>;
