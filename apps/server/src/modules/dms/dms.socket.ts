/**
 * The dialogue channel's commands (namespace liveDialogTraining): dmsStart, dmsMessage, dmsConfirmIntent,
 * dmsConfirmAction, dmsSave, dmsResume. Each reads the member's permissions again (the Dialogues page; saving also
 * the bot's edit action), validates its payload with the contracts' schema and answers on the ack with `{ data }` or
 * `{ message, errorCode }`. The conversation is the trainer's (training-sessions.ts): a reconnected socket resumes it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import {
  DMS_COMMANDS as C, dmsConfirmActionSchema, dmsConfirmIntentSchema, dmsMessageSchema, dmsResumeSchema, dmsSaveSchema, dmsStartSchema,
  type DmsResumeResult,
} from '@switchboard/contracts/dms/dms.events';
import type { SocketReply } from '@switchboard/contracts/live-chat/live-chat.events';
import { isActionAllowed, isRouteAllowed } from '@switchboard/contracts/permissions';
import { DialoguePolicy, trainPolicy } from '@/bot/dialogue-policy/policy';
import { extractEntities } from '@/bot/entities/extract-entities';
import { classifyIntent } from '@/bot/nlu/intent-classifier';
import type { Database } from '@/db/client';
import type { BotSandbox } from '@/modules/bot-builder/bot-sandbox';
import type { AuthContext } from '@/plugins/auth';
import { businessRule } from '@/plugins/http-errors';
import type { Realtime, SocketData } from '@/realtime/realtime';
import { replyForError } from '@/realtime/socket-guard';
import * as repo from './dms.repository';
import * as trainings from './dms-trainings.repository';
import type { DomainsService } from './domains.service';
import { InteractiveSession, type SessionPorts } from './interactive-session';
import { policyDomainOf, policyStoriesOf } from './policy-domain';
import type { StoriesService } from './stories.service';
import { trainerKey, type TrainingSessions } from './training-sessions';

export interface DmsSocketDeps {
  db: Database;
  realtime: Realtime;
  domains: DomainsService;
  stories: StoriesService;
  sandbox: BotSandbox;
  sessions: TrainingSessions;
  logger: FastifyBaseLogger;
}

const DIALOGUES_PAGE = '/dms/dialogues';

export function bindDmsCommands(socket: Socket, deps: DmsSocketDeps): void {
  const { principal } = (socket.data as SocketData).auth;
  const key = trainerKey(principal.brand.id, principal.userId);
  const { sessions } = deps;
  const current = () => sessions.held(key, socket);
  const open = (brandId: string, domainId: string) => sessions.open(key, socket, (emit) => openSession(deps, emit, brandId, domainId));
  socket.on('disconnect', () => sessions.left(key, socket));

  const bind = <S extends z.ZodType>(event: string, schema: S, handler: (payload: z.output<S>, auth: AuthContext) => Promise<unknown>, needsEdit = false) => {
    socket.on(event, (raw: unknown, maybeAck?: unknown) => {
      const ack = (typeof maybeAck === 'function' ? maybeAck : typeof raw === 'function' ? raw : () => undefined) as (reply: SocketReply) => void;
      const run = async (): Promise<SocketReply> => {
        const auth = await deps.realtime.reauthenticate(socket);
        if (!auth) {
          socket.disconnect(true);
          return { message: 'Your session has ended. Please sign in again.', errorCode: ERROR_CODES.unauthenticated };
        }
        const { permissions } = auth.principal;
        if (!isRouteAllowed(permissions, DIALOGUES_PAGE) || (needsEdit && !isActionAllowed(permissions, 'bot', 'edit'))) {
          return { message: TEXTS.forbidden, errorCode: ERROR_CODES.forbidden };
        }
        const parsed = schema.safeParse(typeof raw === 'function' ? {} : (raw ?? {}));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return { message: issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : 'Invalid payload', errorCode: ERROR_CODES.validation };
        }
        return { data: (await handler(parsed.data, auth)) ?? null };
      };
      return run().then(ack, (error: unknown) => {
        const reply = replyForError(error);
        if (reply.errorCode === 500) deps.logger.error({ err: error, event }, 'dialogue training command failed');
        ack(reply);
      });
    });
  };

  bind(C.start, dmsStartSchema, async ({ domainId }, auth) => {
    const brandId = auth.principal.brand.id;
    const session = await open(brandId, domainId);
    await session.start();
    return { domainId: session.domain.id };
  });
  bind(C.resume, dmsResumeSchema, async (): Promise<DmsResumeResult> => {
    const session = sessions.resume(key, socket);
    if (!session) return { resumed: false, domainId: null };
    await session.replay();
    return { resumed: true, domainId: session.domain.id };
  });
  bind(C.message, dmsMessageSchema, async ({ text }) => ({ dialogBoxId: current().message(text) }));
  bind(C.confirmIntent, dmsConfirmIntentSchema, async ({ dialogBoxId, intent, entities }) => current().confirmIntent(dialogBoxId, intent, entities));
  bind(C.confirmAction, dmsConfirmActionSchema, async ({ actionId }) => current().confirmAction(actionId));
  bind(C.save, dmsSaveSchema, async ({ name, storyId }, auth) => {
    const brandId = auth.principal.brand.id;
    const held = current();
    const boxes = held.saveable();
    const author = `${auth.principal.firstName} ${auth.principal.lastName}`.trim() || auth.principal.email;
    const saved = storyId
      ? await deps.stories.append(brandId, { storyId, domainId: held.domain.id, boxes })
      : await deps.stories.save(brandId, author, { domainId: held.domain.id, name: name!, boxes });
    // A fresh conversation on the same domain, with the stories as they are now.
    await (await open(brandId, held.domain.id)).start();
    return { story: saved.story, created: saved.created, conflicts: saved.conflicts };
  }, true);
}

async function openSession(deps: DmsSocketDeps, emit: SessionPorts['emit'], brandId: string, domainId: string): Promise<InteractiveSession> {
  const { db, domains, sandbox } = deps;
  const domain = await domains.require(db, brandId, domainId);
  const live = await sandbox.version(brandId, 'draft');
  if (!live) throw businessRule(T.trainBotFirst);
  const actions = await repo.listActions(db, brandId, domain.id);
  const trained = await trainings.latestPolicy(db, brandId, domain.id);
  let policy: DialoguePolicy | null = trained ? new DialoguePolicy(trained.policy) : null;
  if (!policy) {
    // Never trained: a policy of the stories as they are, so predictions start with the first story.
    const stories = policyStoriesOf(await repo.storiesOf(db, brandId, domain.id));
    if (stories.length) policy = new DialoguePolicy(trainPolicy(policyDomainOf(domain, actions), stories, { threshold: domain.threshold }).policy);
  }
  const { bundle } = live;
  return new InteractiveSession(domain, actions, policy, {
    understand: (text) => ({
      ranking: classifyIntent(bundle.model, text).map(({ intent, score }) => ({ intent, score: Math.round(score * 1e4) / 1e4 })),
      entities: extractEntities(text, bundle.entities).map(({ entity, value, text: found }) => ({ entity, value, text: found })),
    }),
    stories: async () => policyStoriesOf(await repo.storiesOf(db, brandId, domain.id)),
    emit,
  });
}
