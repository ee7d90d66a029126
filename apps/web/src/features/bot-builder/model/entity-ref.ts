/** The entity page's one path segment `id={entityId}?&type={entityType}` (spec §2), read and written. */
import { ENTITY_TYPES, type EntityType } from '@switchboard/contracts/bot-builder/bot-builder.schemas';

export const NEW_ENTITY = 'new';

export function parseEntityRef(segment: string): { id: string; type: EntityType | null } {
  const params = new URLSearchParams(decodeURIComponent(segment).replace(/\?/g, ''));
  const type = params.get('type');
  return { id: params.get('id') ?? '', type: (ENTITY_TYPES as readonly string[]).includes(type ?? '') ? (type as EntityType) : null };
}

export const entityPath = (id: string, type: EntityType) => `/botbuilder/entities/id=${encodeURIComponent(id)}?&type=${type}`;
