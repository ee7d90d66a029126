/**
 * Profile widgets (§3 chat log "profile with userProfileWidget"; §7 POST /admin/v1/userProfileWidgets with
 * updatedFormData {buttonIndex, id}): form sections of the customer's profile that staff fill or act on from a chat.
 * The spec shows no widget configuration, so the widgets are these built-in ones (docs/decisions.md "Profile widgets").
 * Each button either saves the form (its fields, plus the values it sets) or clears what was saved.
 */
import { z } from 'zod';
import { storable } from '../common/safe-text';

export const PROFILE_WIDGET_FIELD_TYPES = ['text', 'date'] as const;

export interface ProfileWidgetDefinition {
  id: string;
  title: string;
  fields: ReadonlyArray<{ key: string; label: string; type: (typeof PROFILE_WIDGET_FIELD_TYPES)[number] }>;
  buttons: ReadonlyArray<{ label: string; action: 'save' | 'clear'; sets?: Readonly<Record<string, string>> }>;
}

export const PROFILE_WIDGETS: readonly ProfileWidgetDefinition[] = [
  {
    id: 'followUp',
    title: 'Follow-up',
    fields: [{ key: 'reason', label: 'Reason', type: 'text' }, { key: 'callBackOn', label: 'Call back on', type: 'date' }],
    buttons: [{ label: 'Save', action: 'save' }, { label: 'Clear', action: 'clear' }],
  },
  {
    id: 'identityCheck',
    title: 'Identity check',
    fields: [],
    buttons: [
      { label: 'Verified', action: 'save', sets: { status: 'Verified' } },
      { label: 'Not verified', action: 'save', sets: { status: 'Not verified' } },
    ],
  },
];

/** Labels of values a button sets (they have no field of their own). */
export const PROFILE_WIDGET_VALUE_LABELS: Readonly<Record<string, string>> = { status: 'Status' };

export const profileWidgetById = (id: string) => PROFILE_WIDGETS.find((widget) => widget.id === id);

export const PROFILE_WIDGET_TEXTS = {
  unknownWidget: 'That profile widget does not exist.',
  unknownButton: 'That button does not exist on this widget.',
  idMismatch: 'id and updatedFormData.id must name the same widget.',
  badDate: 'Enter the date as YYYY-MM-DD.',
  unknownField: 'That field does not exist on this widget.',
  noChat: 'This chat does not exist.',
} as const;

/** A widget as a profile section carries it: its form (fields with their current values) and its buttons. */
export const profileWidgetFormSchema = z.object({
  id: z.string(),
  fields: z.array(z.object({ key: z.string(), label: z.string(), type: z.enum(PROFILE_WIDGET_FIELD_TYPES), value: z.string() })),
  buttons: z.array(z.string()),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
export type ProfileWidgetForm = z.infer<typeof profileWidgetFormSchema>;

/** updatedFormData: the widget (id), the button pressed (buttonIndex) and the form's field values. */
export const updatedFormDataSchema = z.object({
  id: z.string().trim().min(1, 'updatedFormData.id is required').max(64),
  buttonIndex: z.number().int().min(0),
  values: z.record(z.string().max(64), storable(z.string().trim().max(500, 'At most 500 characters a field'))).default({}),
});
export type UpdatedFormData = z.output<typeof updatedFormDataSchema>;
