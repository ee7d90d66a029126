/** Test helpers of chat history and customers: the demo history seeded into a test database, signed-in calls. */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { users } from '@/db/schema/users';
import type { App } from '@/plugins/type-provider';
import { seedHistory } from '@/seed/history-seed';
import { bearer, signIn } from '@/testing/test-app';

/** Seeds history-seed.ts's conversations (the test reset leaves them out); answers the agent ids used. */
export async function seedTestHistory(db: Database): Promise<string[]> {
  const agents = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)
    .where(inArray(users.email, ['agent@demo.brand', 'agent2@demo.brand'])).orderBy(users.email);
  await seedHistory(db, agents.map((agent) => ({ id: agent.id, name: `${agent.firstName} ${agent.lastName}` })));
  return agents.map((agent) => agent.id);
}

/** Takes a route away from a role's stored permission map (as an admin would in the roles screen). */
export async function denyRoute(db: Database, role: string, route: string): Promise<void> {
  await db.execute(sql`update roles set permissions = jsonb_set(permissions, ${`{features,${route},isAllowed}`}::text[], 'false'::jsonb) where name = ${role}`);
}

export interface Caller {
  token: string;
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Awaited<ReturnType<App['inject']>>>;
}

export async function callerFor(app: App, email: string): Promise<Caller> {
  const { token } = await signIn(app, email);
  return {
    token,
    call: async (method, url, payload) => app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

export const dataOf = <T>(response: { json: <J>() => J }) => response.json<{ data: T }>().data;
