/**
 * The stored session of spec §3 (local-storage key dashboardUser), built from the login response
 * and checked with the contracts' schemas when read back.
 */
import {
  brandInfoSchema, nlpServiceDetailsSchema, userInfoSchema, type LoginData, type UserInfo,
} from '@switchboard/contracts/auth/auth.schemas';
import {
  bifurcationFilterSchema, effectiveSelection, selectedBifurcationSchema,
  type BifurcationFilter, type SelectedBifurcation,
} from '@switchboard/contracts/auth/bifurcation.schemas';

export interface StoredSession {
  _id: string;
  admin_id: string;
  token: string;
  nlpServiceDetails: LoginData['nlpServiceDetails'];
  allowed_channels: string[];
  brandInfo: { name: string };
  user_info: UserInfo;
  bifurcation_data: { selected: SelectedBifurcation; filters: BifurcationFilter[] };
}

/** From a login (or single sign-on) response; an empty selection becomes the filters' defaults. */
export function buildStoredSession(data: LoginData): StoredSession {
  const filters = data.bifurcationFilters;
  return {
    _id: data._id,
    admin_id: data.adminId,
    token: data.token,
    nlpServiceDetails: data.nlpServiceDetails,
    allowed_channels: data.allowedChannelsDetails ?? [],
    brandInfo: { name: data.brandInfo.name },
    user_info: {
      email: data.user.email,
      firstName: data.user.firstName,
      lastName: data.user.lastName,
      role: data.user.role,
      permissions: data.user.permissions,
    },
    bifurcation_data: { selected: effectiveSelection(filters, data.selectedBifurcation), filters },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The stored value if it has the §3 shape, else null. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const bifurcation = (raw.bifurcation_data ?? {}) as Record<string, unknown>;
  const user = userInfoSchema.safeParse(raw.user_info);
  const nlp = nlpServiceDetailsSchema.safeParse(raw.nlpServiceDetails);
  const brand = brandInfoSchema.safeParse(raw.brandInfo);
  const filters = bifurcationFilterSchema.array().safeParse(bifurcation.filters ?? []);
  const selected = selectedBifurcationSchema.safeParse(bifurcation.selected ?? {});
  const channels = Array.isArray(raw.allowed_channels) ? raw.allowed_channels.filter(isText) : [];
  if (!isText(raw._id) || !isText(raw.admin_id) || !isText(raw.token)) return null;
  if (!user.success || !nlp.success || !brand.success || !filters.success || !selected.success) return null;
  return {
    _id: raw._id,
    admin_id: raw.admin_id,
    token: raw.token,
    nlpServiceDetails: nlp.data,
    allowed_channels: channels,
    brandInfo: brand.data,
    user_info: user.data,
    bifurcation_data: { selected: effectiveSelection(filters.data, selected.data), filters: filters.data },
  };
}
