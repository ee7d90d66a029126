/** Bifurcation (spec §3): a brand-specific filter that scopes the data a user sees. */
import { z } from 'zod';

export const bifurcationOptionSchema = z.object({
  value: z.string().min(1),
  label: z.string().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export const bifurcationFilterSchema = z.object({
  valueKey: z.string().min(1),
  label: z.string(),
  defaultValue: z.string(),
  options: z.array(bifurcationOptionSchema).min(1),
});
export const selectedValueSchema = z.object({
  value: z.string().min(1),
  meta: z.record(z.string(), z.unknown()).optional(),
});
/** valueKey → { value, meta } */
export const selectedBifurcationSchema = z.record(z.string(), selectedValueSchema);

export type BifurcationOption = z.infer<typeof bifurcationOptionSchema>;
export type BifurcationFilter = z.infer<typeof bifurcationFilterSchema>;
export type SelectedBifurcation = z.infer<typeof selectedBifurcationSchema>;

/** With nothing selected, each filter's defaultValue is the selection (§3). */
export function defaultSelection(filters: readonly BifurcationFilter[]): SelectedBifurcation {
  return Object.fromEntries(
    filters.map((filter) => {
      const option = filter.options.find((o) => o.value === filter.defaultValue);
      return [filter.valueKey, option?.meta ? { value: filter.defaultValue, meta: option.meta } : { value: filter.defaultValue }];
    }),
  );
}

/** The effective selection: what is stored, else the defaults; unknown keys and values dropped. */
export function effectiveSelection(
  filters: readonly BifurcationFilter[],
  selected: SelectedBifurcation | null | undefined,
): SelectedBifurcation {
  const defaults = defaultSelection(filters);
  if (!selected || Object.keys(selected).length === 0) return defaults;
  return Object.fromEntries(
    filters.map((filter) => {
      const chosen = selected[filter.valueKey];
      const valid = chosen && filter.options.some((o) => o.value === chosen.value);
      return [filter.valueKey, valid ? chosen : defaults[filter.valueKey]!];
    }),
  );
}

/** Why a selection is refused, or null when every key and value is one of the filters'. */
export function selectionError(filters: readonly BifurcationFilter[], selected: SelectedBifurcation): string | null {
  for (const [key, chosen] of Object.entries(selected)) {
    const filter = filters.find((f) => f.valueKey === key);
    if (!filter) return `Unknown filter ${key}`;
    if (!filter.options.some((o) => o.value === chosen.value)) return `Unknown ${filter.label} ${chosen.value}`;
  }
  return null;
}
