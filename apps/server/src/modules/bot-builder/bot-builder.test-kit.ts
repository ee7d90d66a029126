/** Signed-in calls for the bot-builder API tests. */
import type { LightMyRequestResponse } from 'fastify';
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

export const dataOf = <T>(response: { json: <R>() => R }): T => response.json<{ data: T }>().data;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
