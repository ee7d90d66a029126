/**
 * CI API tokens: an admin makes one (shown once, only its hash stored, audited) and revokes it (audited); the token
 * starts a run, follows it and fetches its results and JUnit, is refused (403) on every other call, and once revoked
 * is refused (401). Only admins manage tokens; a bad name is a 400 naming the field.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { API_TOKEN_PREFIX, API_TOKEN_TEXTS as T, apiTokenSchema, createdApiTokenSchema } from '@switchboard/contracts/automated-testing/api-tokens.schemas';
import { BOT_TEST_PATHS as P, apiTokenPath, testRunPath } from '@switchboard/contracts/automated-testing/test-case.api';
import { testRunPageSchema, testRunSchema } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { BOT_BUILDER_PATHS as B } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { auditLog } from '@/db/schema/audit-log';
import { botTestApiTokens } from '@/db/schema/bot-test-api-tokens';
import { callerFor, dataOf, UNKNOWN_ID, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { bearer } from '@/testing/test-app';
import { createCase, orderTurns, waitForRun } from './test-runs.test-kit';

/** A selection of the demo brand's bifurcation filters, as the console adds it to every write. */
const SELECTION = { region: { value: 'south' }, businessLine: { value: 'retail' } };

describeBackends('automated testing: CI API tokens', (context) => {
  /** Calls with the API token as the bearer, as a CI would. */
  const ciCaller = (token: string): Caller => {
    const headers = bearer(token);
    return {
      get: (url) => context.app.inject({ method: 'GET', url, headers }),
      post: (url, payload) => context.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
      put: (url, payload) => context.app.inject({ method: 'PUT', url, headers, payload }),
      del: (url) => context.app.inject({ method: 'DELETE', url, headers }),
    };
  };

  it('makes a token shown once and stored hashed; the token runs a suite and fetches JUnit, nothing else; revoked, it is refused', async () => {
    const db = context.database.db;
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    await createCase(trainer, 'Order status', orderTurns());

    // As the console sends it: with the member's bifurcation selection.
    const made = await admin.post(P.apiTokens, { name: ' Nightly CI ', selectedBifurcation: SELECTION });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ message: T.created });
    const created = createdApiTokenSchema.parse(dataOf(made));
    expect(created).toMatchObject({ name: 'Nightly CI', createdBy: 'Ada Admin', lastUsedAt: null, revokedAt: null });
    expect(created.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    // Stored as its hash: no column holds the token, and the list never shows it again.
    const [row] = await db.select().from(botTestApiTokens);
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = dataOf<unknown[]>(await admin.get(P.apiTokens));
    expect(listed.map((item) => apiTokenSchema.strict().parse(item))).toEqual([expect.objectContaining({ _id: created._id, prefix: created.prefix })]);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const ci = ciCaller(created.token);
    const started = await ci.post(P.startTestRun, {});
    expect(started.statusCode, started.body).toBe(200);
    const run = testRunSchema.parse(dataOf(started));
    expect(run).toMatchObject({ origin: 'ci', startedBy: { _id: null, name: T.startedBy('Nightly CI') }, total: 1 });
    expect(await waitForRun(ci, run._id)).toMatchObject({ state: 'passed', passed: 1 });
    const results = await ci.get(testRunPath(P.getTestResults, run._id));
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({ data: { totalCount: 1, items: [{ name: 'Order status', status: 'passed' }] } });
    const junit = await ci.get(testRunPath(P.exportJUnit, run._id));
    expect(junit.statusCode).toBe(200);
    expect(junit.headers['content-type']).toContain('application/xml');
    expect(junit.body).toContain('<testcase');
    expect(junit.body).toContain('name="Order status"');
    // Members see the CI's run among the others.
    expect(testRunPageSchema.parse(dataOf(await trainer.get(P.getTestRuns))).items[0]).toMatchObject({ _id: run._id, origin: 'ci' });
    expect((await db.select().from(botTestApiTokens))[0]?.lastUsedAt).toBeInstanceOf(Date);

    // Anything else: 403, and nothing changes.
    const refused = [
      await ci.get(P.getTestRuns), await ci.post(testRunPath(P.cancelTestRun, run._id)), await ci.post(testRunPath(P.rerunFailed, run._id)),
      await ci.get(testRunPath(P.exportTestResults, run._id)), await ci.get(`${P.testCases}?page=1`), await ci.post(P.create, { name: 'x', turns: [] }),
      await ci.get(P.apiTokens), await ci.post(P.apiTokens, { name: 'another' }), await ci.get(P.publishGate), await ci.post(B.publishApp),
      await ci.post(B.trainApp), await ci.post('/users/token/verify'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 403));
    expect(await db.select().from(botTestApiTokens)).toHaveLength(1);

    const revoked = await admin.post(apiTokenPath(P.revokeApiToken, created._id));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ message: T.revoked, data: { _id: created._id, revokedBy: 'Ada Admin', revokedAt: expect.any(String) } });
    expect((await ci.get(testRunPath(P.getTestRun, run._id))).statusCode).toBe(401);
    expect((await ci.post(P.startTestRun, {})).statusCode).toBe(401);
    expect((await admin.post(apiTokenPath(P.revokeApiToken, created._id))).statusCode).toBe(412);

    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'apiToken'), eq(auditLog.entityId, created._id)));
    expect(audit.map((entry) => [entry.action, entry.actorName])).toEqual(expect.arrayContaining([['create', 'Ada Admin'], ['revoke', 'Ada Admin']]));
    expect(JSON.stringify(audit)).not.toContain(created.token);
  }, 60_000);

  it('lets only admins manage tokens, refuses a bad name with the field, an unknown token with 401', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    for (const [body, field] of [[{ name: '' }, 'name'], [{ name: 'x'.repeat(101) }, 'name'], [{}, 'name'], [{ name: 'ok', scope: 'all' }, undefined]] as const) {
      const response = await admin.post(P.apiTokens, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(response.json()).toMatchObject({ field });
    }
    expect((await admin.post(apiTokenPath(P.revokeApiToken, UNKNOWN_ID))).statusCode).toBe(404);
    expect((await admin.post(apiTokenPath(P.revokeApiToken, 'nope'))).statusCode).toBe(404);
    expect(dataOf<unknown[]>(await admin.get(P.apiTokens))).toEqual([]);

    for (const email of ['trainer@demo.brand', 'qa@demo.brand', 'agent@demo.brand']) {
      const member = await callerFor(context.app, email);
      expect((await member.get(P.apiTokens)).statusCode, email).toBe(403);
      expect((await member.post(P.apiTokens, { name: 'mine' })).statusCode, email).toBe(403);
      expect((await member.post(apiTokenPath(P.revokeApiToken, UNKNOWN_ID))).statusCode, email).toBe(403);
    }
    const unknown = ciCaller(`${API_TOKEN_PREFIX}${'A'.repeat(43)}`);
    expect((await unknown.post(P.startTestRun, {})).statusCode).toBe(401);
    expect((await unknown.get(P.getTestRuns)).statusCode).toBe(401);
  });
});
