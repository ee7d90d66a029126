/**
 * Which pre-compressed copy (written at build time by scripts/compress-assets.mjs) a request may get,
 * from its Accept-Encoding header: brotli first (smaller), then gzip, else none (the raw file).
 * A coding listed with q=0 is refused, as RFC 9110 says; `*` stands for any coding not listed.
 */
export type PreCompressed = 'br' | 'gzip';

const PREFERENCE: readonly PreCompressed[] = ['br', 'gzip'];

function weights(header: string): Map<string, number> {
  const listed = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    listed.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return listed;
}

export function acceptedEncodings(header: string | string[] | undefined): PreCompressed[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const listed = weights(text);
  const any = listed.get('*');
  return PREFERENCE.filter((coding) => (listed.get(coding) ?? any ?? 0) > 0);
}

/** The file suffix of each coding's copy. */
export const SUFFIX: Record<PreCompressed, string> = { br: '.br', gzip: '.gz' };
