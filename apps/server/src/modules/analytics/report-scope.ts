/**
 * The member's bifurcation scope (issue 21) on the report tables (issue 24): conversation_facts `f` and analytics_buckets `b`
 * carry their chat's values (kept by the triggers), so a scoped report narrows the rows of its range and stays a
 * rollup read. History lists a drill-down's chats by chat_sessions.bifurcation, which the facts copy: the lists agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

/** The facts `f` of the scope; undefined without one (every conversation). */
export const factsInScope = (scope: Scope | undefined): SQL | undefined => scopeCondition(sql.raw('f.bifurcation'), scope);

/** The buckets `b` of the scope; undefined without one. */
export const bucketsInScope = (scope: Scope | undefined): SQL | undefined => scopeCondition(sql.raw('b.bifurcation'), scope);

/** `parts` with the scope's condition added when there is one. */
export const withScope = (parts: SQL[], condition: SQL | undefined): SQL[] => (condition ? [...parts, condition] : parts);
