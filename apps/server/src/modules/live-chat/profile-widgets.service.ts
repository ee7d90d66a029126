/**
 * POST /admin/v1/userProfileWidgets (§7): the chat customer's profile widgets; with updatedFormData, a button of
 * one widget pressed with the form's values. The change is stored and audited in one transaction, then the staff
 * who see the chat get the new profile (`updation` changedUserProfileDetails): a supervisor watching sees it at once.
 * Callers are staff who may see the chat in live chat (/chats) or in history (/history, their bifurcation scope).
 */
import {
  PROFILE_WIDGET_TEXTS, profileWidgetById, type ProfileWidgetDefinition, type UpdatedFormData,
} from '@switchboard/contracts/live-chat/profile-widgets';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { Database } from '@/db/client';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { inScope } from '@/lib/bifurcation-scope';
import { recordAudit } from '@/modules/audit/audit.repository';
import type { AuthContext } from '@/plugins/auth';
import { memberScope } from '@/plugins/bifurcation';
import { badRequest, forbidden, HttpError, notFound } from '@/plugins/http-errors';
import { memberOf, TEXTS } from './chat-access';
import type { ChatDirectoryService } from './chat-directory.service';
import type { ChatProfileService } from './chat-profile.service';
import { findSession } from './chat-session.repository';
import { clearWidgetValues, lockWidgetValues, saveWidgetValues } from './profile-widgets.repository';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The values the button stores (null: it clears the widget); 400 for an unknown button, field or a bad date. */
export function valuesFor(widget: ProfileWidgetDefinition, form: UpdatedFormData): Record<string, string> | null {
  const button = widget.buttons[form.buttonIndex];
  if (!button) throw badRequest(PROFILE_WIDGET_TEXTS.unknownButton, 'updatedFormData.buttonIndex');
  if (button.action === 'clear') return null;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(form.values)) {
    const field = widget.fields.find((candidate) => candidate.key === key);
    if (!field) throw badRequest(PROFILE_WIDGET_TEXTS.unknownField, `updatedFormData.values.${key}`);
    if (field.type === 'date' && value !== '' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
      throw badRequest(PROFILE_WIDGET_TEXTS.badDate, `updatedFormData.values.${key}`);
    }
    values[key] = value;
  }
  return { ...values, ...button.sets };
}

export interface ProfileWidgetsRequest { sessionId: string; id?: string | undefined; updatedFormData?: UpdatedFormData | undefined }

export class ProfileWidgetsService {
  constructor(private readonly db: Database, private readonly directory: ChatDirectoryService, private readonly profile: ChatProfileService) {}

  /** A chat the caller may see in live chat, else in history (their scope); 404 as for an unknown chat otherwise. */
  private async visibleSession(auth: AuthContext, sessionId: string): Promise<ChatSessionRow> {
    const { permissions } = auth.principal;
    if (isRouteAllowed(permissions, '/chats')) {
      try {
        return await this.directory.visibleSession(memberOf(auth), sessionId);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 403 || !isRouteAllowed(permissions, '/history')) throw error;
      }
    }
    const session = await findSession(this.db, sessionId);
    if (!session) throw notFound(TEXTS.noChat);
    if (!isRouteAllowed(permissions, '/history') || !inScope(memberScope(auth.principal), session.bifurcation)) throw forbidden(TEXTS.cannotSee);
    return session;
  }

  async request(auth: AuthContext, body: ProfileWidgetsRequest): Promise<{ sessionId: string; userProfileWidget: { sections: ProfileSection[] } }> {
    const session = await this.visibleSession(auth, body.sessionId);
    if (body.updatedFormData) {
      const form = body.updatedFormData;
      if (body.id !== undefined && body.id !== form.id) throw badRequest(PROFILE_WIDGET_TEXTS.idMismatch, 'id');
      const widget = profileWidgetById(form.id);
      if (!widget) throw badRequest(PROFILE_WIDGET_TEXTS.unknownWidget, 'updatedFormData.id');
      await this.act(auth, session, widget, form);
      const details = await this.profile.publish(session);
      return { sessionId: session.sessionId, userProfileWidget: { sections: details.userProfileDetails.sections } };
    }
    return { sessionId: session.sessionId, userProfileWidget: { sections: await this.profile.sections(session) } };
  }

  private async act(auth: AuthContext, session: ChatSessionRow, widget: ProfileWidgetDefinition, form: UpdatedFormData): Promise<void> {
    const values = valuesFor(widget, form);
    const { principal } = auth;
    const actor = { id: principal.userId, name: `${principal.firstName} ${principal.lastName}`.trim() };
    await this.db.transaction(async (tx) => {
      const before = await lockWidgetValues(tx, session.psid, widget.id);
      if (values) await saveWidgetValues(tx, { psid: session.psid, widgetId: widget.id, values, updatedBy: actor.id, updatedByName: actor.name });
      else await clearWidgetValues(tx, session.psid, widget.id);
      await recordAudit(tx, {
        brandId: principal.brand.id, actor, entity: 'profileWidget', entityId: `${session.psid}:${widget.id}`,
        action: widget.buttons[form.buttonIndex]?.label ?? String(form.buttonIndex),
        before: before?.values ?? null, after: values,
      });
    });
  }
}
