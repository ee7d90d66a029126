// A real SMTP server (smtp-server) that keeps each received mail as a file, so the test workers can
// read what the product sent. Started by the global setup; read by tests through readMail().
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailbox(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        count += 1;
        writeFileSync(join(dir, `${Date.now()}-${count}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable soft line breaks and escapes, which mail clients may apply to long links. */
export const decodeQuotedPrintable = (text: string): string =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the newest mail to `to` that arrived after `since` and returns its decoded text. */
export async function readMail(dir: string, to: string, since: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir).filter((name) => Number(name.split('-')[0]) >= since).sort().reverse();
    for (const name of files) {
      const raw = readFileSync(join(dir, name), 'utf8');
      if (raw.startsWith(`X-Envelope-To: ${to}`)) return decodeQuotedPrintable(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

export const linkIn = (mail: string, path: string): string => {
  const match = mail.match(new RegExp(`https?://[^\\s"'<>]*${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`No ${path} link in the mail:\n${mail}`);
  return match[0];
};
