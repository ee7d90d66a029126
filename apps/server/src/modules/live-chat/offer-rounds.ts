/**
 * Offer rounds (issue 21, point 4): who may be offered a waiting chat now. `rejectedBy` lists the agents offered
 * the chat this round who did not take it; `declinedAt` when each last rejected it or let it time out. An agent
 * is cooling down for the chat for cooldownMs after such a decline (TIMING.offerCooldownMs).
 */

/** Agents still cooling down for the chat at `now`. */
export function coolingAgents(declinedAt: Readonly<Record<string, number>>, now: number, cooldownMs: number): string[] {
  return Object.entries(declinedAt).filter(([, at]) => now < at + cooldownMs).map(([agentId]) => agentId);
}

/** When the first cooldown still running at `now` ends (null: none runs). */
export function firstCooldownEnd(declinedAt: Readonly<Record<string, number>>, now: number, cooldownMs: number): number | null {
  const ends = Object.values(declinedAt).map((at) => at + cooldownMs).filter((end) => end > now);
  return ends.length > 0 ? Math.min(...ends) : null;
}

/**
 * The searches for an agent, in order: first anyone with room who has not had the chat this round nor is cooling
 * down; then, once that finds nobody (every eligible agent has had it: the round is over), anyone with room who
 * is not cooling down, which starts a new round. A second search that could find nobody new is left out.
 */
export function roundSearches(rejectedBy: readonly string[], cooling: readonly string[]): Array<{ exclude: string[]; newRound: boolean }> {
  const thisRound = { exclude: [...new Set([...rejectedBy, ...cooling])], newRound: false };
  const roundOver = rejectedBy.some((agentId) => !cooling.includes(agentId));
  return roundOver ? [thisRound, { exclude: [...cooling], newRound: true }] : [thisRound];
}
