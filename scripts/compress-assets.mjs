// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible built file of the folders given,
// once at build time, so the server sends them as they are (@fastify/static's preCompressed) instead of
// compressing on every request. Source maps are left alone: they are not served.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this, the headers cost more than the saving. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesIn(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

export async function compressAssets(folder) {
  let raw = 0;
  let packed = 0;
  const jobs = [];
  for await (const path of filesIn(folder)) {
    if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
    jobs.push((async () => {
      const text = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
        gz(text, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      raw += text.length;
      packed += br.length;
    })());
  }
  await Promise.all(jobs);
  return { files: jobs.length, raw, packed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) {
    const { files, raw, packed } = await compressAssets(folder);
    console.log(`compressed ${files} files in ${folder}: ${(raw / 1024).toFixed(0)} KiB → ${(packed / 1024).toFixed(0)} KiB brotli`);
  }
}
