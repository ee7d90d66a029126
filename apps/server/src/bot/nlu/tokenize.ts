/** Lower-cases, strips diacritics and splits into word tokens (letters and digits, apostrophes dropped). */
export function tokenize(text: string): string[] {
  // Unicode normalisation is the costly step: plain ASCII text (most of it) has nothing to strip.
  const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, '');
  return plain.toLowerCase().replace(/['’`]/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
}
