/**
 * The kinds of conversation the simulated customers have, with how often each happens. A scenario
 * only decides what the customer says next (from script.ts), reading what the bot did; the bot's
 * answers are its own. Each says how the conversation ended.
 */
import { HANDOVER_POSTBACK } from '@/bot/published-bot';
import type { Random } from './random';
import {
  AGENT_TOPICS, BAD_ORDER_ANSWERS, FAQ_QUESTIONS, GOODBYES, GREETINGS, HANDOVER_REQUESTS, ORDER_ANSWERS, ORDER_RESCUE,
  ORDER_WITH_NUMBER, ORDER_WITHOUT_NUMBER, THANKS, UNKNOWN_QUESTIONS, type AgentTopic,
} from './script';
import type { SimulatedChat } from './simulate-chat';

/** How the customer's side ended; `topic`: what an agent (or a ticket) deals with after a handover. */
export interface ScenarioEnd { abandoned: boolean; topic?: AgentTopic }

export type Scenario = (chat: SimulatedChat, random: Random) => Promise<ScenarioEnd>;

const orderNumber = (random: Random) => `ORD-${random.int(1000, 99_999_999).toString().padStart(random.pick([4, 5, 6, 8]), '0')}`;
const withNumber = (template: string, number: string) => template.replaceAll('{n}', number);

/** Thanks, goodbye, both, or silence (the chat then closes when idle: abandoned). */
async function closing(chat: SimulatedChat, random: Random): Promise<ScenarioEnd> {
  const ending = random.weighted({ thanks: 45, bye: 15, both: 15, silent: 25 });
  if (ending === 'silent') return { abandoned: true };
  chat.wait(8, 40);
  await chat.say(random.pick(ending === 'bye' ? GOODBYES : THANKS));
  if (ending === 'both') {
    chat.wait(5, 20);
    await chat.say(random.pick(GOODBYES));
  }
  return { abandoned: false };
}

async function maybeGreet(chat: SimulatedChat, random: Random, probability: number): Promise<void> {
  if (!random.chance(probability)) return;
  await chat.say(random.pick(GREETINGS));
  chat.wait(6, 30);
}

/** An order number in the first message: the workflow calls the demo store's API at once. */
const orderWithNumber: Scenario = async (chat, random) => {
  await maybeGreet(chat, random, 0.3);
  await chat.say(withNumber(random.pick(ORDER_WITH_NUMBER), orderNumber(random)));
  return closing(chat, random);
};

/** The bot asks for the number; the customer gives it (sometimes after one wrong try) or walks away. */
const orderAsked: Scenario = async (chat, random) => {
  await maybeGreet(chat, random, 0.25);
  await chat.say(random.pick(ORDER_WITHOUT_NUMBER));
  if (!chat.questionWaiting) return closing(chat, random);
  if (random.chance(0.12)) return { abandoned: true };
  chat.wait(15, 90);
  if (random.chance(0.25)) {
    await chat.say(random.pick(BAD_ORDER_ANSWERS));
    chat.wait(20, 80);
  }
  await chat.say(withNumber(random.pick(ORDER_ANSWERS), orderNumber(random)));
  return closing(chat, random);
};

/** No order number at all: the question's retries run out and the bot hands over. */
const orderLost: Scenario = async (chat, random) => {
  await chat.say(random.pick(ORDER_WITHOUT_NUMBER));
  for (let tries = 0; tries < 3 && chat.questionWaiting && !chat.handedOver; tries += 1) {
    chat.wait(15, 60);
    await chat.say(random.pick(BAD_ORDER_ANSWERS));
  }
  return chat.handedOver ? { abandoned: false, topic: ORDER_RESCUE } : closing(chat, random);
};

/** One or two questions the FAQ answers. */
const faq: Scenario = async (chat, random) => {
  await maybeGreet(chat, random, 0.35);
  await chat.say(random.pick(FAQ_QUESTIONS));
  if (random.chance(0.3)) {
    chat.wait(15, 60);
    await chat.say(random.pick(FAQ_QUESTIONS));
  }
  return closing(chat, random);
};

/** A problem only a person can solve: the customer says what it is, then asks for someone. */
const problem: Scenario = async (chat, random) => {
  const topic = random.pick(AGENT_TOPICS);
  await maybeGreet(chat, random, 0.3);
  await chat.say(topic.opener);
  if (!chat.handedOver) {
    chat.wait(10, 40);
    // The fallback offers "Talk to an agent": tapped, or asked for in words.
    if (random.chance(0.5)) await chat.say('Talk to an agent', HANDOVER_POSTBACK);
    else await chat.say(random.pick(HANDOVER_REQUESTS));
  }
  return chat.handedOver ? { abandoned: false, topic } : closing(chat, random);
};

/** Straight to a person. */
const straightToAgent: Scenario = async (chat, random) => {
  await chat.say(random.pick(HANDOVER_REQUESTS));
  return chat.handedOver ? { abandoned: false, topic: random.pick(AGENT_TOPICS) } : closing(chat, random);
};

/** Something the bot was not taught; some then ask for a person, some give up. */
const unknown: Scenario = async (chat, random) => {
  await maybeGreet(chat, random, 0.2);
  await chat.say(random.pick(UNKNOWN_QUESTIONS));
  chat.wait(10, 50);
  if (random.chance(0.4)) {
    await chat.say('Talk to an agent', HANDOVER_POSTBACK);
    return chat.handedOver ? { abandoned: false, topic: random.pick(AGENT_TOPICS) } : { abandoned: true };
  }
  return random.chance(0.5) ? { abandoned: true } : closing(chat, random);
};

/** Says hello and leaves. */
const greetingOnly: Scenario = async (chat, random) => {
  await chat.say(random.pick(GREETINGS));
  return { abandoned: true };
};

export const SCENARIOS = { orderWithNumber, orderAsked, orderLost, faq, problem, straightToAgent, unknown, greetingOnly } as const;

/** Shares of conversations. */
export const SCENARIO_WEIGHTS: Readonly<Record<keyof typeof SCENARIOS, number>> = {
  orderWithNumber: 20, orderAsked: 16, orderLost: 4, faq: 28, problem: 12, straightToAgent: 7, unknown: 8, greetingOnly: 5,
};
