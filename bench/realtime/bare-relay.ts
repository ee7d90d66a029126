// The baseline for the realtime benchmark: a bare socket.io relay in its own process. Customers on
// /webchat get `session`, their `customerMessage` is acked at once (no auth, no validation, no
// database) and relayed as `userMessage` to the staff sockets that emitted `join` on
// /liveConversations, in the product's payload shape. Prints its port on stdout when listening.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

type Ack = (reply: unknown) => void;
const STAFF_ROOM = 'supervisors';

const http = createServer();
const io = new Server(http, { serveClient: false });
const staff = io.of('/liveConversations');
let seq = 0;

staff.on('connection', (socket) => {
  socket.on('join', (_payload: unknown, ack: unknown) => {
    void socket.join(STAFF_ROOM);
    if (typeof ack === 'function') (ack as Ack)({ data: { liveChatData: [], liveTicketsData: [] } });
  });
});

io.of('/webchat').on('connection', (socket) => {
  const psid = socket.id;
  socket.emit('session', { psid, sessionId: psid, chatState: 'BotHandling', lastSeq: 0 });
  socket.on('customerMessage', (raw: unknown, ack: unknown) => {
    const text = String((raw as { text?: unknown } | null)?.text ?? '');
    seq += 1;
    const message = {
      chatlogId: randomUUID(), sessionId: psid, psid, seq, sender: 'customer', type: 'text', content: { text },
      readStatus: 'sent', timestamp: new Date().toISOString(),
    };
    if (typeof ack === 'function') (ack as Ack)({ chatlogId: message.chatlogId, seq });
    staff.to(STAFF_ROOM).emit('userMessage', { psid, message });
  });
});

const stop = () => {
  void io.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = http.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
