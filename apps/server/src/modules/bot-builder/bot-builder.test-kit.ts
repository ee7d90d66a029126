/** Signed-in calls for the bot-builder API tests. */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Executor } from '@/db/client';
import { botMessages, botParams, botWorkflows } from '@/db/schema/bot-content';
import { botBrandFunctions, botEnvironmentVariables } from '@/db/schema/bot-integrations';
import type { App } from '@/plugins/type-provider';
import { bearer, signIn } from '@/testing/test-app';

export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  put(url: string, payload: object): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

export async function callerFor(app: App, email: string): Promise<Caller> {
  const { token } = await signIn(app, email);
  const headers = bearer(token);
  return {
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: (url, payload) => app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    put: (url, payload) => app.inject({ method: 'PUT', url, headers, payload }),
    del: (url) => app.inject({ method: 'DELETE', url, headers }),
  };
}

/**
 * An empty draft of workflows, bot messages, bot params, brand functions and environment variables (the
 * demo bot seeds some), for tests that count and name freely.
 */
export async function withoutDemoBotContent(db: Executor): Promise<void> {
  await db.delete(botWorkflows);
  await db.delete(botMessages);
  await db.delete(botParams);
  await db.delete(botBrandFunctions);
  await db.delete(botEnvironmentVariables);
}

/** Deletes the seeded demo FAQs and documents through the API (tests that need an empty FAQ builder). */
export async function clearFaqDraft(caller: Caller): Promise<void> {
  const faqs = dataOf<{ items: { id: string }[] }>(await caller.get(`${P.faqs}?page=1`)).items;
  const documents = dataOf<{ items: { _id: string }[] }>(await caller.get(`${P.generativeFaqs}?page=1`)).items;
  for (const faq of faqs) await caller.del(withId(P.faq, faq.id));
  for (const document of documents) await caller.del(withId(P.generativeFaq, document._id));
}

export const dataOf = <T>(response: { json: <R>() => R }): T => response.json<{ data: T }>().data;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** An .xlsx workbook with one sheet of these rows (uploads). */
export async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart/form-data body carrying one file named `file`. */
export function multipart(filename: string, content: Buffer) {
  const boundary = '----switchboard-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
