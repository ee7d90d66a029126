/** The bot message page's one path segment `id={messageId}` (spec §2), read and written. */
export function parseMessageRef(segment: string): string {
  return new URLSearchParams(decodeURIComponent(segment).replace(/\?/g, '')).get('id') ?? '';
}

export const messagePath = (id: string) => `/botbuilder/botmessages/id=${encodeURIComponent(id)}`;
