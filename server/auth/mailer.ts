import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines, e.g. List-Unsubscribe (server/features/alerts/alert-email.ts). */
  headers?: Record<string, string>;
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Mail through nodemailer: SMTP when `smtpUrl` is set; otherwise each message is written as an
 * `.eml` file into `mailDir` (the local outbox that developers and tests read), readable by the
 * server's user only: the files hold sign-in codes.
 */
export function createMailer(options: { smtpUrl?: string; mailDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(options.mailDir, { recursive: true, mode: 0o700 });
      if (sequence === 0) chmodSync(options.mailDir, 0o700);
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}-${safeTo}.eml`;
      writeFileSync(join(options.mailDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
