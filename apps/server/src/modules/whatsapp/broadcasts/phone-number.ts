/**
 * A recipient's number as WhatsApp wants it (a wa_id: country code and number, digits only), from what people
 * type in sheets: +91 98123 45678, 0091-98123-45678, (98123) 45678. A national number (10 digits, or 11 with a
 * trunk 0) takes the default country code; the spec's default market is India (91).
 */
const SEPARATORS = /[\s\-.()/\u00a0]/g;
/** E.164: at most 15 digits, no leading 0; 8 is the shortest real international number. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

export function normalizePhone(input: string, defaultCountry = '91'): string | null {
  let text = input.replace(SEPARATORS, '');
  if (text.startsWith('+')) text = text.slice(1);
  else if (text.startsWith('00')) text = text.slice(2);
  else if (/^0\d{10}$/.test(text)) text = `${defaultCountry}${text.slice(1)}`;
  else if (/^\d{10}$/.test(text)) text = `${defaultCountry}${text}`;
  return INTERNATIONAL.test(text) ? text : null;
}
