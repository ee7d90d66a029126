/** The texts and visibility the widget's header derives from the client's state. */
import type { ClientState } from './client-state';

/**
 * The "Talk to a person" way out shows when the brand allows it and the bot has the chat (or there is none
 * yet, or it ended): in the queue or with an agent there is nobody else to ask for. Once tapped it stays
 * hidden until the chat leaves the bot, so one tap asks once.
 */
export function showsWayOut(state: ClientState, asked: boolean): boolean {
  if (!state.config?.talkToPerson || asked) return false;
  return state.chatState === null || state.chatState === 'BotHandling' || state.chatState === 'Resolved';
}

export const queueText = ({ position, expectedWaitSeconds }: NonNullable<ClientState['queue']>) =>
  `You are number ${position} in the queue — about ${Math.max(1, Math.ceil(expectedWaitSeconds / 60))} min`;

export function statusText(state: ClientState, agent: string | undefined): string {
  if (state.connection === 'connecting') return 'Connecting…';
  if (state.connection === 'reconnecting') return 'Reconnecting…';
  // Refused (a website the brand has not allowed) or unreachable: the page cannot chat, and says so.
  if (state.connection === 'offline') return 'Cannot connect to the chat — trying again soon';
  if (state.chatState === 'AgentHandling' && agent) return `Chatting with ${agent}`;
  if (state.chatState === 'Inqueue' || state.chatState === 'Pending') return 'Waiting for an agent';
  return 'Online';
}
