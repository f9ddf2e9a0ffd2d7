import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtAttachment = { filename: string; contentType: string; content: Buffer };
export type CaughtMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: CaughtAttachment[];
};

/**
 * A real SMTP peer for tests (smtp-server): it accepts every mail on a free port of 127.0.0.1 and
 * parses it (mailparser), so a test reads what a reader's inbox would and follows its links.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];

  private constructor(private readonly server: SMTPServer) {}

  static async start(): Promise<MailCatcher> {
    const caught: CaughtMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            caught.push({
              to: (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content,
              })),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const catcher = new MailCatcher(server);
    (catcher as { mails: CaughtMail[] }).mails = caught;
    return catcher;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Waits for the next mail to `to` after the ones already read (`seen`). */
  async mailTo(to: string, seen = 0, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.filter((each) => each.to === to)[seen];
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(`No mail to ${to} after ${timeoutMs} ms (${this.mails.length} caught)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link of a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`No link starting ${prefix} in: ${mail.text}`);
  return found;
}
