/** Groups, canned responses and tags (issue 6). Each screen's calls are guarded by its route. */
import { z } from 'zod';
import {
  cannedResponseInputSchema, capacityInputSchema, groupInputSchema, listQuerySchema, MEMBERS_PATHS, MEMBERS_TEXTS, tagInputSchema,
} from '@switchboard/contracts/members/members.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { CannedResponseService } from './canned-responses.service';
import type { GroupService } from './groups.service';
import type { TagService } from './tags.service';

const GROUPS = { guard: { feature: '/members/groups' } } as const;
const CANNED = { guard: { feature: '/members/canned_responses' } } as const;
const TAGS = { guard: { feature: '/members/tags' } } as const;
const CHATS = { guard: { feature: '/chats' } } as const;
const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => callerOf(request).principal.brand.id;

export interface MembersRouteDeps {
  groups: GroupService;
  canned: CannedResponseService;
  tags: TagService;
}

export function registerMembersRoutes(app: App, { groups, canned, tags }: MembersRouteDeps): void {
  const groupParams = z.object({ groupId: z.string() });
  app.get(MEMBERS_PATHS.groups, { schema: { querystring: listQuerySchema }, config: GROUPS },
    async (request) => ({ data: await groups.list(brandOf(request), request.query) }));
  app.get(MEMBERS_PATHS.groupCandidates, { config: GROUPS }, async (request) => ({ data: { members: await groups.candidates(brandOf(request)) } }));
  app.get(MEMBERS_PATHS.group, { schema: { params: groupParams }, config: GROUPS },
    async (request) => ({ data: await groups.get(brandOf(request), request.params.groupId) }));
  app.post(MEMBERS_PATHS.groups, { schema: { body: groupInputSchema }, config: GROUPS },
    async (request) => ({ data: await groups.create(callerOf(request), request.body), message: MEMBERS_TEXTS.created }));
  app.put(MEMBERS_PATHS.group, { schema: { params: groupParams, body: groupInputSchema }, config: GROUPS },
    async (request) => ({ data: await groups.update(callerOf(request), request.params.groupId, request.body), message: MEMBERS_TEXTS.saved }));
  app.delete(MEMBERS_PATHS.group, { schema: { params: groupParams }, config: GROUPS }, async (request) => {
    await groups.remove(callerOf(request), request.params.groupId);
    return { data: {}, message: MEMBERS_TEXTS.deleted };
  });
  app.put(MEMBERS_PATHS.agentCapacity, { schema: { params: z.object({ agentId: z.string() }), body: capacityInputSchema }, config: GROUPS },
    async (request) => {
      await groups.setAgentCapacity(brandOf(request), request.params.agentId, request.body.capacity);
      return { data: { agentId: request.params.agentId, capacity: request.body.capacity }, message: MEMBERS_TEXTS.saved };
    });

  const cannedParams = z.object({ cannedResponseId: z.string() });
  app.get(MEMBERS_PATHS.cannedResponses, { schema: { querystring: listQuerySchema }, config: CANNED },
    async (request) => ({ data: await canned.list(brandOf(request), request.query) }));
  app.get(MEMBERS_PATHS.cannedResponsesForChat, { schema: { querystring: listQuerySchema }, config: CHATS },
    async (request) => ({ data: await canned.list(brandOf(request), request.query) }));
  app.post(MEMBERS_PATHS.cannedResponses, { schema: { body: cannedResponseInputSchema }, config: CANNED },
    async (request) => ({ data: await canned.create(brandOf(request), request.body), message: MEMBERS_TEXTS.created }));
  app.put(MEMBERS_PATHS.cannedResponse, { schema: { params: cannedParams, body: cannedResponseInputSchema }, config: CANNED },
    async (request) => ({ data: await canned.update(brandOf(request), request.params.cannedResponseId, request.body), message: MEMBERS_TEXTS.saved }));
  app.delete(MEMBERS_PATHS.cannedResponse, { schema: { params: cannedParams }, config: CANNED }, async (request) => {
    await canned.remove(brandOf(request), request.params.cannedResponseId);
    return { data: {}, message: MEMBERS_TEXTS.deleted };
  });

  const tagParams = z.object({ tagId: z.string() });
  app.get(MEMBERS_PATHS.tags, { schema: { querystring: listQuerySchema }, config: TAGS },
    async (request) => ({ data: await tags.list(brandOf(request), request.query) }));
  app.get(MEMBERS_PATHS.tagsForChat, { schema: { querystring: listQuerySchema }, config: CHATS },
    async (request) => ({ data: await tags.list(brandOf(request), request.query) }));
  app.post(MEMBERS_PATHS.tags, { schema: { body: tagInputSchema }, config: TAGS },
    async (request) => ({ data: await tags.create(brandOf(request), request.body), message: MEMBERS_TEXTS.created }));
  app.put(MEMBERS_PATHS.tag, { schema: { params: tagParams, body: tagInputSchema }, config: TAGS },
    async (request) => ({ data: await tags.update(brandOf(request), request.params.tagId, request.body), message: MEMBERS_TEXTS.saved }));
  app.delete(MEMBERS_PATHS.tag, { schema: { params: tagParams }, config: TAGS }, async (request) => {
    await tags.remove(brandOf(request), request.params.tagId);
    return { data: {}, message: MEMBERS_TEXTS.deleted };
  });
}
