/** The profile widgets as sections of the customer's profile: what was saved, and the form to fill or act on. */
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { PROFILE_WIDGET_VALUE_LABELS, PROFILE_WIDGETS, type ProfileWidgetDefinition } from '@switchboard/contracts/live-chat/profile-widgets';
import type { Database } from '@/db/client';
import type { ProfileWidgetValueRow } from '@/db/schema/profile-widgets';
import { widgetValuesOf } from './profile-widgets.repository';

export function widgetSection(widget: ProfileWidgetDefinition, row: ProfileWidgetValueRow | undefined): ProfileSection {
  const values = row?.values ?? {};
  const labelOf = (key: string) => widget.fields.find((field) => field.key === key)?.label ?? PROFILE_WIDGET_VALUE_LABELS[key] ?? key;
  const typeOf = (key: string) => (widget.fields.find((field) => field.key === key)?.type === 'date' ? 'date' as const : 'text' as const);
  const saved = Object.entries(values).filter(([, value]) => value !== '').map(([key, value]) => ({ subTitle: labelOf(key), value, type: typeOf(key) }));
  return {
    sectionTitle: widget.title,
    data: row ? [...saved, { subTitle: 'Updated by', value: row.updatedByName, type: 'text' }, { subTitle: 'Updated', value: row.updatedAt.toISOString(), type: 'datetime' }] : [],
    widget: {
      id: widget.id,
      fields: widget.fields.map((field) => ({ ...field, value: values[field.key] ?? '' })),
      buttons: widget.buttons.map((button) => button.label),
      updatedBy: row?.updatedByName ?? null,
      updatedAt: row?.updatedAt.getTime() ?? null,
    },
  };
}

export class ProfileWidgetSections {
  constructor(private readonly db: Database) {}

  async sections(psid: string): Promise<ProfileSection[]> {
    const rows = await widgetValuesOf(this.db, psid);
    return PROFILE_WIDGETS.map((widget) => widgetSection(widget, rows.find((row) => row.widgetId === widget.id)));
  }
}
