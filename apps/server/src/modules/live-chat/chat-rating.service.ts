/**
 * The satisfaction survey's rules (issue 21 point 3): a chat is rated by its own customer, once it is
 * resolved, once, within RATING_WINDOW_HOURS of its resolution, and only while the brand collects ratings.
 */
import { RATING_WINDOW_HOURS, WIDGET_FORM_TEXTS } from '@switchboard/contracts/live-chat/widget-forms.rules';
import type { ChatRating, rateChatSchema } from '@switchboard/contracts/live-chat/widget-forms.schemas';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { businessRule, conflict } from '@/plugins/http-errors';
import { findSession } from './chat-session.repository';
import { insertRating } from './chat-rating.repository';
import type { WidgetConfigSource } from './widget-config';

const HOUR_MS = 3_600_000;

export class ChatRatingService {
  constructor(private readonly db: Database, private readonly config: WidgetConfigSource, private readonly now: () => number = Date.now) {}

  async rate(psid: string, input: z.output<typeof rateChatSchema>): Promise<ChatRating> {
    const session = await findSession(this.db, input.sessionId);
    // Someone else's chat, or none: the same answer, so a guessed id tells nothing.
    if (!session || session.psid !== psid) throw businessRule(WIDGET_FORM_TEXTS.notYourChat);
    if (session.chatState !== 'Resolved' || !session.resolvedAt) throw businessRule(WIDGET_FORM_TEXTS.notResolved);
    if (this.now() - session.resolvedAt.getTime() > RATING_WINDOW_HOURS * HOUR_MS) throw businessRule(WIDGET_FORM_TEXTS.ratingExpired);
    const { satisfactionSurvey } = await this.config.forGroup(session.groupId);
    if (satisfactionSurvey === 'off') throw businessRule(WIDGET_FORM_TEXTS.surveyOff);
    const row = await insertRating(this.db, {
      sessionId: session.sessionId, psid, scale: input.scale, score: input.score, comment: input.comment ?? null,
    });
    if (!row) throw conflict(WIDGET_FORM_TEXTS.alreadyRated);
    return { scale: row.scale, score: row.score, comment: row.comment, ratedAt: row.createdAt.toISOString() };
  }
}
