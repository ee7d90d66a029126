/**
 * A graceful close ends the connections of the requests it lets finish. Fastify's close stops listening, answers
 * new requests 503 and closes the idle keep-alive connections once, then waits for every open connection; a
 * request already being received when the close began (a WhatsApp status webhook during a broadcast) was answered
 * keep-alive, and its connection then held the close for the keep-alive timeout (72 s; main.ts forces an exit at
 * 10 s). Answers sent once the close has begun say `Connection: close`, so Node ends each connection with its answer.
 * The listening socket is closed first of all (Fastify closes it only after every preClose hook): from the first moment
 * of a shutdown, new connections are refused and a balancer sends them to another instance (docs/operations.md).
 */
import type { App } from './type-provider';

export function closeConnectionsWhenClosing(app: App): void {
  let closing = false;
  // The app's first preClose hook: it runs before the others (which may wait for work that answers requests).
  app.addHook('preClose', async () => {
    closing = true;
    // Fastify's own close of the server comes later; it then waits for this one's 'close' (connections drained).
    if (app.server.listening) app.server.close();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
