// A real SMTP server for the tests (smtp-server on loopback, a free port): it receives what the mail
// worker sends over SMTP, parses each message (mailparser) and can refuse the next deliveries.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Map<string, unknown>;
  /** Each header's raw value, by lower-case name (the first one when repeated). */
  rawHeaders: Record<string, string>;
  messageId: string | undefined;
  /** Every http(s) link of the plain-text part, in order. */
  links: string[];
};

export type TestSmtpServer = {
  url: string;
  messages: ReceivedMail[];
  /** Refuses the next `count` messages with this SMTP reply code (4xx: try later, 5xx: refused for good). */
  refuseNext(count: number, code: number): void;
  /** The first received message matching, waiting up to `timeoutMs` for it. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

function toReceived(parsed: ParsedMail): ReceivedMail {
  const text = parsed.text ?? '';
  const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
  return {
    to,
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text,
    headers: parsed.headers,
    rawHeaders: Object.fromEntries(
      [...parsed.headerLines].reverse().map((h) => [
        h.key.toLowerCase(),
        h.line
          .slice(h.line.indexOf(':') + 1)
          .replace(/\r?\n\s+/g, ' ')
          .trim(),
      ]),
    ),
    messageId: parsed.messageId,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
  };
}

export type TestSmtpOptions = {
  /** Port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Called with each message as it is accepted (the end-to-end suite's mailbox writes it to a file). */
  onMessage?: (mail: ReceivedMail) => void;
  /** Recipients at this domain are refused for good (550 at RCPT TO), as a server refuses an unknown mailbox. */
  refuseDomain?: string;
};

/** Starts the server on 127.0.0.1, on a free port unless one is given. */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const domain = address.address.split('@').pop()?.toLowerCase();
      if (options.refuseDomain && domain === options.refuseDomain.toLowerCase()) {
        callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      if (refusals.count > 0) {
        refusals.count -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: refusals.code })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const mail = toReceived(parsed);
          messages.push(mail);
          options.onMessage?.(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    async waitFor(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching email among ${messages.length}: ${messages.map((m) => m.subject).join(' | ')}`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
