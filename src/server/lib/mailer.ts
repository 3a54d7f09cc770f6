import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for reminders, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** A request waits for the send, so a dead mail server must fail fast, not after minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through nodemailer when SMTP_URL is set; undefined means e-mail is not set up. */
export function createMailer(mail: AppConfig['mail']): Mailer | undefined {
  if (!mail) return undefined;
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...TIMEOUTS });
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}

/** One line a user can act on, without the server's internals. */
export function shortMailError(err: unknown): string {
  const { responseCode, response, code } = (err ?? {}) as {
    responseCode?: number;
    response?: string;
    code?: string;
  };
  if (responseCode && response) {
    const line = response.split(/\r?\n/)[0] ?? '';
    return `the mail server answered ${line.slice(0, 160)}`;
  }
  if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS') {
    return 'the mail server could not be reached';
  }
  return 'the mail server did not accept it';
}
