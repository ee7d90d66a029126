/** Events: CRUD with unique names per brand. */
import { EVENTS_PAGE_SIZE, type BotEvent, type EventType, type EventValues } from '@switchboard/contracts/bot-builder/event.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import type { Database } from '@/db/client';
import type { BotEventRow } from '@/db/schema/bot-integrations';
import { notFound } from '@/plugins/http-errors';
import * as repo from './events.repository';
import { requireId, uniqueName } from './bot-builder.errors';

export const eventView = (row: BotEventRow): BotEvent => ({
  eventId: row.eventId, name: row.name, eventType: row.eventType, eventTags: row.eventTags, description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

export class EventsService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: { page: number; search?: string | undefined; eventType?: EventType | undefined }) {
    const { items, totalCount } = await repo.listEvents(this.db, brandId, { ...query, pageSize: EVENTS_PAGE_SIZE });
    return { items: items.map(eventView), totalCount };
  }

  async get(brandId: string, eventId: string): Promise<BotEvent> {
    const row = await repo.findEvent(this.db, brandId, requireId(eventId, T.eventNotFound));
    if (!row) throw notFound(T.eventNotFound);
    return eventView(row);
  }

  async create(brandId: string, input: EventValues): Promise<BotEvent> {
    return eventView(await uniqueName(() => repo.insertEvent(this.db, brandId, input), T.duplicateEvent));
  }

  async update(brandId: string, eventId: string, input: EventValues): Promise<BotEvent> {
    requireId(eventId, T.eventNotFound);
    const row = await uniqueName(() => repo.updateEvent(this.db, brandId, eventId, input), T.duplicateEvent);
    if (!row) throw notFound(T.eventNotFound);
    return eventView(row);
  }

  async remove(brandId: string, eventId: string): Promise<void> {
    if (!(await repo.deleteEvent(this.db, brandId, requireId(eventId, T.eventNotFound)))) throw notFound(T.eventNotFound);
  }
}
