/**
 * `npm start`'s local mail catcher (development only, when SMTP_URL is not set): an SMTP server on
 * 127.0.0.1:$MAIL_CATCHER_PORT (default 1025) that keeps every mail the platform sends as an .eml
 * file in var/mail/ and prints one line per mail with its links, so a newcomer can confirm an
 * address or reset a password without a real mail server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 1025);
const folder = join(__dirname, '..', 'var', 'mail');
mkdirSync(folder, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
      writeFileSync(file, raw);
      simpleParser(raw)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '?';
          const links = (mail.text ?? '').split(/\s+/).filter((word) => /^https?:\/\//.test(word));
          console.log(
            `[mail] to ${to}: ${mail.subject ?? ''} (${file})${links.map((link) => `\n[mail]   ${link}`).join('')}`,
          );
        })
        .catch(() => console.log(`[mail] kept ${file}`));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () =>
  console.log(`Mail catcher on smtp://127.0.0.1:${port}: mails are kept in var/mail/ and their links printed here`),
);
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
