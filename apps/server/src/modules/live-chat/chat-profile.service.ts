/**
 * The chat customer's profile as the console's panel shows it (§3 "User profile details"): who they are, the
 * customer record a linked visitor belongs to, what the bot learnt in this chat (captured answers, brand
 * functions' results) and the profile widgets. `published` sends it to the staff who see the chat as
 * `updation` { changedUserProfileDetails: { psid, userProfileDetails } } (§7) whenever one of those changes.
 */
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { parseState } from '@/bot/workflow/state';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import type { CustomerService } from '@/modules/customers/customer.service';
import { profileTypeOf } from '@/modules/customers/profile-sections';
import { businessRule } from '@/plugins/http-errors';
import { TEXTS } from './chat-access';
import type { ChatEvents } from './chat-events';
import type { ProfileWidgetSections } from './profile-widget-sections';

export interface ChangedUserProfileDetails { psid: string; userProfileDetails: { sections: ProfileSection[] } }

/** "Conversation details": the chat's bot variables (names as the bot builder gave them), when it has any. */
export function conversationSection(botState: unknown): ProfileSection[] {
  const entries = Object.entries(parseState(botState).variables).filter(([, value]) => value.trim() !== '');
  if (entries.length === 0) return [];
  return [{ sectionTitle: 'Conversation details', data: entries.map(([subTitle, value]) => ({ subTitle, value, type: profileTypeOf(value) })) }];
}

export class ChatProfileService {
  constructor(private readonly customers: CustomerService, private readonly widgets: ProfileWidgetSections, private readonly events: ChatEvents) {}

  async sections(session: ChatSessionRow): Promise<ProfileSection[]> {
    const customer = await this.customers.find(session.psid);
    if (!customer) throw businessRule(TEXTS.noChat);
    const [linked, widgets] = await Promise.all([this.customers.recordOf(customer), this.widgets.sections(session.psid)]);
    return [...this.customers.profileSections(customer, session, linked), ...conversationSection(session.botState), ...widgets];
  }

  async changed(session: ChatSessionRow): Promise<ChangedUserProfileDetails> {
    return { psid: session.psid, userProfileDetails: { sections: await this.sections(session) } };
  }

  /** Tells the staff who see the chat of its profile as it is now. */
  async publish(session: ChatSessionRow): Promise<ChangedUserProfileDetails> {
    const details = await this.changed(session);
    this.events.profileChanged(session, details);
    return details;
  }
}
