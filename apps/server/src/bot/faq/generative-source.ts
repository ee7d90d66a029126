/**
 * Where the runtime's answerFaq finds the language model for the live bot: the bot-builder module
 * points this at the live brand's ML configuration at start-up. Until then (and in unit tests) there
 * is none and passages are answered as they are.
 */
import type { GenerativeEndpoint } from './llm-client';

type Source = () => Promise<GenerativeEndpoint | null>;
let source: Source = () => Promise.resolve(null);

export function setGenerativeEndpointSource(next: Source): void {
  source = next;
}

/** The configured endpoint, or null when none is configured or it cannot be read. */
export async function currentGenerativeEndpoint(): Promise<GenerativeEndpoint | null> {
  try {
    return await source();
  } catch {
    return null;
  }
}
