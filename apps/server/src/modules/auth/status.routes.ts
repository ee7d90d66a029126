/** GET /check_version, /scheduleMaintainance, /health and /console-config. */
import type { FastifyReply } from 'fastify';
import { AUTH_PATHS, checkVersionQuerySchema } from '@switchboard/contracts/auth/auth.schemas';
import { CONSOLE_CONFIG_PATH } from '@switchboard/contracts/common/console-config';
import type { App } from '@/plugins/type-provider';
import type { StatusService } from './status.service';

/**
 * The console may call GET /scheduleMaintainance on a separate host (MAINTENANCE_HOST), so that call
 * answers cross-origin requests. It is authorised by the bearer header, never by cookies.
 */
const allowCrossOrigin = async (_request: unknown, reply: FastifyReply, payload: unknown) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-headers', 'authorization, content-type');
  reply.header('access-control-allow-methods', 'GET, OPTIONS');
  reply.header('access-control-max-age', '600');
  return payload;
};

export function registerStatusRoutes(app: App, { status }: { status: StatusService }): void {
  app.get(AUTH_PATHS.checkVersion, { schema: { querystring: checkVersionQuerySchema }, config: { guard: 'public' } }, async (request) =>
    status.checkVersion(request.query.brand),
  );

  app.get(AUTH_PATHS.maintenance, { config: { guard: 'authenticated' }, onSend: allowCrossOrigin }, async () => status.maintenance());
  app.options(AUTH_PATHS.maintenance, { config: { guard: 'public' }, onSend: allowCrossOrigin }, async (_request, reply) =>
    reply.status(204).send(),
  );

  app.get(AUTH_PATHS.health, { config: { guard: 'public' } }, async (_request, reply) => {
    const { up, body } = await status.health();
    return reply.status(up ? 200 : 503).header('cache-control', 'no-store').send(body);
  });

  app.get(CONSOLE_CONFIG_PATH, { config: { guard: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await status.consoleConfig()),
  );
}
