import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers unfolded, quoted-printable decoded: ready to search. */
  text: string;
  subject: string;
}

/** Undoes line folding and quoted-printable so links and subjects can be matched whole. */
function readable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');
}

/**
 * A local SMTP server standing in for the mail provider. With `rejectSender` set it
 * refuses every sender as an unverified provider does (553).
 */
export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const state = { rejectSender: false };
  const server = new SMTPServer({
    authOptional: true,
    // A plain local relay: no STARTTLS with the library's self-signed test certificate.
    hideSTARTTLS: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.rejectSender) return callback();
      const err = Object.assign(new Error('5.7.1 Sender address not verified'), { responseCode: 553 });
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = readable(Buffer.concat(chunks).toString('utf8'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text,
          subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
