/**
 * Message templates: submitted to WhatsApp first (a refusal stores nothing), then kept with the status WhatsApp
 * answered (PENDING); its review and quality arrive later by webhook and are applied by the provider's id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { templateQualityUpdateSchema, templateStatusUpdateSchema} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import {
  HEADER_EXAMPLE_TYPES, TEMPLATE_QUALITIES, TEMPLATE_STATUSES, TEMPLATE_TEXTS, type HeaderExample, type Template, type TemplateInput, type TemplateListQuery,
  type TemplateQuality, type TemplateStatus
} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import type { WaTemplateRow } from '@/db/schema/whatsapp';
import { badRequest, businessRule, conflict } from '@/plugins/http-errors';
import { GraphError } from './graph-client';
import type { WhatsAppAccounts } from './settings/whatsapp-accounts';
import { findTemplate, insertTemplate, listTemplates, setTemplateQuality, setTemplateStatus, templateExists } from './templates.repository';

const isStatus = (value: string): value is TemplateStatus => (TEMPLATE_STATUSES as readonly string[]).includes(value);
const isQuality = (value: string): value is TemplateQuality => (TEMPLATE_QUALITIES as readonly string[]).includes(value);

export const templateOf = (row: WaTemplateRow): Template => ({
  id: row.id, name: row.name, language: row.language, category: row.category, components: row.components, status: row.status,
  rejectedReason: row.rejectedReason, quality: row.quality, providerId: row.providerId,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

export class WhatsAppTemplates {
  constructor(private readonly deps: {
    db: Database; accounts: Pick<WhatsAppAccounts, 'require'>; logger: FastifyBaseLogger;
    /** A template became PAUSED or DISABLED (its broadcasts must stop sending it). */
    onUnusable?: (name: string, language: string) => Promise<unknown>;
  }) {}

  async list(brandId: string, query: TemplateListQuery) {
    const { rows, total } = await listTemplates(this.deps.db, brandId, query);
    return { items: rows.map(templateOf), totalCount: total };
  }

  /** The brand's template of this name and language, if any. */
  async find(brandId: string, name: string, language: string): Promise<Template | undefined> {
    const row = await findTemplate(this.deps.db, brandId, name, language);
    return row && templateOf(row);
  }

  async create(brandId: string, input: TemplateInput): Promise<Template> {
    if (await templateExists(this.deps.db, brandId, input.name, input.language)) throw conflict(TEMPLATE_TEXTS.duplicate, 'name');
    const { graph } = await this.deps.accounts.require(brandId);
    let created: { id: string; status: string };
    try {
      created = await graph.createTemplate(input);
    } catch (err) {
      if (err instanceof GraphError) throw businessRule(`WhatsApp refused the template: ${err.message}`);
      throw err;
    }
    const row = await insertTemplate(this.deps.db, brandId, input, created.id, isStatus(created.status) ? created.status : 'PENDING');
    if (!row) throw conflict(TEMPLATE_TEXTS.duplicate, 'name');
    return templateOf(row);
  }

  /** A media header's example file, uploaded to the brand's Meta app: the handle its template's example takes. */
  async uploadExample(brandId: string, file: { bytes: Buffer; fileName: string; mimeType: string }): Promise<HeaderExample> {
    const format = HEADER_EXAMPLE_TYPES[file.mimeType];
    if (!format) throw badRequest(TEMPLATE_TEXTS.headerExampleType, 'file');
    const { graph, appId } = await this.deps.accounts.require(brandId);
    if (!appId) throw businessRule(TEMPLATE_TEXTS.noAppId);
    try {
      return { handle: await graph.uploadExample(file), format, fileName: file.fileName };
    } catch (err) {
      if (err instanceof GraphError) throw businessRule(`WhatsApp refused the file: ${err.message}`);
      throw err;
    }
  }

  /**
   * The template a send names, when WhatsApp would send it: known to the console in that language and APPROVED.
   * Otherwise 412 with what is wrong, before WhatsApp is asked (it would refuse with 132001, 132015 or 132016).
   */
  async sendable(brandId: string, name: string, language: string): Promise<WaTemplateRow> {
    const row = await findTemplate(this.deps.db, brandId, name, language);
    if (!row) throw businessRule(TEMPLATE_TEXTS.unknown(name, language));
    if (row.status !== 'APPROVED') throw businessRule(TEMPLATE_TEXTS.notApproved(name, language, row.status));
    return row;
  }

  /** field message_template_status_update: events other than the five statuses (FLAGGED, PENDING_DELETION…) are logged only. */
  async statusUpdate(value: z.infer<typeof templateStatusUpdateSchema>): Promise<void> {
    if (!isStatus(value.event)) {
      this.deps.logger.info({ template: value.message_template_name, event: value.event }, 'WhatsApp template event not tracked');
      return;
    }
    const reason = value.reason && value.reason !== 'NONE' ? value.reason : null;
    const row = await setTemplateStatus(this.deps.db, value.message_template_id, value.event, reason);
    if (!row) this.deps.logger.warn({ providerId: value.message_template_id }, 'status update for an unknown WhatsApp template');
    if (row && (value.event === 'PAUSED' || value.event === 'DISABLED')) await this.deps.onUnusable?.(row.name, row.language);
  }

  /** field message_template_quality_update. */
  async qualityUpdate(value: z.infer<typeof templateQualityUpdateSchema>): Promise<void> {
    if (!isQuality(value.new_quality_score)) return;
    const row = await setTemplateQuality(this.deps.db, value.message_template_id, value.new_quality_score);
    if (!row) this.deps.logger.warn({ providerId: value.message_template_id }, 'quality update for an unknown WhatsApp template');
  }
}
