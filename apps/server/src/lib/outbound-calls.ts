/**
 * The seam every outbound client reports through (brand functions, the LLM endpoint, the WhatsApp Graph API,
 * mail), for the API logs (issue 27). The clients are plain functions and small classes built in many places,
 * so instead of threading a logger through each constructor they report here, and each running app listens
 * (one listener in production; tests that run two apps in one process get each call once per app).
 * The conversation a call belongs to travels in an AsyncLocalStorage set where the product knows it (the
 * bot's turn, a WhatsApp send), so a brand function deep in a workflow is still traced to its session.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiLogTarget } from '@switchboard/contracts/console/api-logs.schemas';

export interface CallContext { sessionId?: string | undefined; chatlogId?: string | undefined; ticketId?: string | undefined; requestId?: string | undefined }

export interface OutboundCall extends CallContext {
  target: Exclude<ApiLogTarget, 'api'>;
  method: string;
  url: string;
  /** null: no answer came. */
  status: number | null;
  startedAt: number;
  durationMs: number;
  requestBody?: string | undefined;
  responseBody?: string | undefined;
  error?: string | undefined;
}

type Listener = (call: OutboundCall) => void;

const listeners = new Set<Listener>();
const context = new AsyncLocalStorage<CallContext>();

/** Starts delivering outbound calls to `listener`; the answer stops it. */
export function listenToOutboundCalls(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `work` with the conversation its outbound calls concern (nested contexts add to the outer one). */
export function withCallContext<T>(ids: CallContext, work: () => T): T {
  return context.run({ ...context.getStore(), ...ids }, work);
}

/** Reports one finished call. Never throws: logging must not break the call it describes. */
export function reportOutboundCall(call: OutboundCall): void {
  if (listeners.size === 0) return;
  const full = { ...context.getStore(), ...call };
  for (const listener of listeners) {
    try {
      listener(full);
    } catch {
      // A listener's failure is its own (the writer counts what it drops); the product's call goes on.
    }
  }
}

/** Times `work` and reports it; `describe` turns its answer (or error) into the logged status and bodies. */
export async function timedOutboundCall<T>(
  base: Pick<OutboundCall, 'target' | 'method' | 'url' | 'requestBody'> & CallContext,
  work: () => Promise<T>,
  describe: (answer: T) => Pick<OutboundCall, 'status' | 'responseBody' | 'error'>,
): Promise<T> {
  const startedAt = Date.now();
  const started = performance.now();
  try {
    const answer = await work();
    reportOutboundCall({ ...base, startedAt, durationMs: performance.now() - started, ...describe(answer) });
    return answer;
  } catch (error) {
    const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null;
    reportOutboundCall({ ...base, startedAt, durationMs: performance.now() - started, status, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
