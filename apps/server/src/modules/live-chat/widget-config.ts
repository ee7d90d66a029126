/**
 * The brand choices the widget needs (pre-chat form and survey modes, the "Talk to a person" button;
 * Members › Configuration). The widget
 * carries no brand: it belongs to the brand of the default group (where its chats start), as routing
 * decides; a chat's own group decides for that chat. Read at most every few seconds: every /webchat
 * connection asks, and a saved configuration reaches new connections at once (invalidate).
 */
import { asc } from 'drizzle-orm';
import type { WidgetConfig } from '@switchboard/contracts/live-chat/widget-forms.schemas';
import { DEFAULT_BRAND_CONFIGURATION, type BrandConfiguration } from '@switchboard/contracts/members/configuration.schemas';
import type { Executor } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { getBrandConfiguration } from '@/modules/members/configuration.service';
import { defaultGroupId, groupBrandId } from './routing.repository';

const DEFAULT_TTL_MS = 5_000;

async function widgetBrandId(db: Executor, groupId?: string | null): Promise<string | null> {
  const group = groupId ?? await defaultGroupId(db);
  const brandId = group ? await groupBrandId(db, group) : null;
  if (brandId) return brandId;
  const [first] = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.createdAt)).limit(1);
  return first?.id ?? null;
}

const pick = ({ preChatForm, satisfactionSurvey, widgetTalkToPerson }: BrandConfiguration): WidgetConfig => ({ preChatForm, satisfactionSurvey, talkToPerson: widgetTalkToPerson });

export class WidgetConfigSource {
  private cached: { at: number; value: Promise<WidgetConfig> } | undefined;

  constructor(private readonly db: Executor, private readonly ttlMs = DEFAULT_TTL_MS, private readonly now: () => number = Date.now) {}

  /** The widget's brand's modes (defaults when there is no brand yet). */
  get(): Promise<WidgetConfig> {
    const at = this.now();
    if (this.cached && at - this.cached.at < this.ttlMs) return this.cached.value;
    const value = this.read(null);
    this.cached = { at, value };
    value.catch(() => (this.cached = undefined));
    return value;
  }

  /** The modes of the brand a chat belongs to (its group's brand; the widget's when it has none). */
  async forGroup(groupId: string | null): Promise<WidgetConfig> {
    return groupId ? this.read(groupId) : this.get();
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async read(groupId: string | null): Promise<WidgetConfig> {
    const brandId = await widgetBrandId(this.db, groupId);
    return pick(brandId ? await getBrandConfiguration(this.db, brandId) : DEFAULT_BRAND_CONFIGURATION);
  }
}

