/**
 * Outgoing mail through nodemailer (SMTP_URL). Without SMTP_URL mails are not sent but logged at
 * info level with their link, so someone running the server locally can still reset a password.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { timedOutboundCall } from '@/lib/outbound-calls';
import type { MailContent } from './mail.templates';

export interface Mailer {
  /** Whether an SMTP server is configured (without one, mails are only logged). */
  readonly configured: boolean;
  send(to: string, content: MailContent): Promise<void>;
  /** Sends without making the caller wait; failures are logged. */
  sendInBackground(to: string, content: MailContent): void;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const send = async (to: string, content: MailContent) => {
    if (!transport) {
      logger.info({ to, subject: content.subject, link: content.link }, `Mail not sent (no SMTP_URL): "${content.subject}" to ${to}: ${content.link}`);
      return;
    }
    // Logged by recipient and subject only (issue 27): a body's reset or activation link is a credential.
    await timedOutboundCall({ target: 'mail', method: 'SMTP', url: `mailto:${to}`, requestBody: content.subject },
      () => transport.sendMail({ from, to, subject: content.subject, text: content.text, html: content.html, attachments: content.attachments }),
      (info: { response?: string }) => ({ status: Number(/^\d{3}/.exec(info.response ?? '')?.[0] ?? 250) }));
    logger.info({ to, subject: content.subject }, 'Mail sent');
  };
  return {
    configured: transport !== undefined,
    send,
    sendInBackground(to, content) {
      send(to, content).catch((err: unknown) => logger.error({ err, to, subject: content.subject }, 'Mail could not be sent'));
    },
    close() {
      transport?.close();
    },
  };
}
