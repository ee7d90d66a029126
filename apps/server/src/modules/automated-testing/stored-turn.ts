/**
 * A turn's result as a run stores it (contracts' StoredTurn): what the results page, JUnit and xlsx show. A passed
 * turn keeps the paths it checked, a failed one every check with expected and actual; the NLP snapshot keeps the
 * threshold and the best intents; times to a hundredth of a millisecond.
 */
import { STORED_RANKING, type StoredTurn } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { CaseTurnResult } from '@switchboard/contracts/automated-testing/test-run.schemas';

export function storedTurn(turn: CaseTurnResult): StoredTurn {
  const { outcome, nlp } = turn;
  return {
    passed: turn.passed,
    checks: turn.passed ? turn.checks.map(({ path }) => ({ path, passed: true })) : turn.checks,
    outcome: {
      intent: outcome.intent, confidence: outcome.confidence, messages: outcome.messages.map(({ text }) => ({ text })),
      variables: outcome.variables, handover: outcome.handover, ticketOffered: outcome.ticketOffered,
    },
    nlp: { threshold: nlp.threshold, ranking: nlp.ranking.slice(0, STORED_RANKING) },
    durationMs: Math.round(turn.durationMs * 100) / 100,
    doubles: turn.doubles,
  };
}
