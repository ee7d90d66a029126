/** /admin/v1/cannedResponses: list (search, paged), create, update, delete. */
import { cannedResponseSchema, MEMBERS_PATHS } from '@switchboard/contracts/members/members.schemas';
import { crudResource } from '@/lib/http/crud-resource';

export const cannedResponsesApi = crudResource({ key: 'canned-responses', path: MEMBERS_PATHS.cannedResponses, item: cannedResponseSchema });
