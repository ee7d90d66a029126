/** /admin/v1/tags: chat tags list (search, paged), create, update, delete. */
import { MEMBERS_PATHS, tagSchema } from '@switchboard/contracts/members/members.schemas';
import { crudResource } from '@/lib/http/crud-resource';

export const tagsApi = crudResource({ key: 'chat-tags', path: MEMBERS_PATHS.tags, item: tagSchema });
