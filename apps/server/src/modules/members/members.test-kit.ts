/** Calls as a signed-in demo member, for the members API tests. */
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '@/plugins/type-provider';
import { bearer, signIn } from '@/testing/test-app';

export async function as(app: App, email: string, password?: string) {
  const login = await signIn(app, email, password);
  const call = async (method: NonNullable<InjectOptions['method']>, url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: bearer(login.token), ...(payload ? { payload } : {}) });
    return { statusCode: response.statusCode, body: response.body, json: <T = Record<string, unknown>>() => response.json<T>() };
  };
  /** The `data` of a call that must succeed with `status`. */
  const data = async <T>(method: NonNullable<InjectOptions['method']>, url: string, payload?: object, status = 200): Promise<T> => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ data: T }>().data;
  };
  return { login, call, data };
}
