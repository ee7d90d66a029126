// The baseline for token verification: a bare Fastify route answering a user of the same shape,
// with no auth, no database and no validation. Run as its own process, like the product server.
import Fastify from 'fastify';

const user = {
  _id: '00000000-0000-4000-8000-000000000000',
  adminId: 'adm_0000',
  email: 'admin@demo.brand',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'Admin',
  permissions: { features: {}, actions: {}, events: {}, ticketsEnabled: true },
};

const app = Fastify({ logger: false });
app.post('/users/token/verify', async () => ({ data: { user: [user] } }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : port}\n`);
