import { createTransport, type Transporter } from 'nodemailer';
import type { JobProcessor } from '../jobs/job-queue';
import { escapeHtml } from '../html/rich-text';

/** A file sent with an e-mail (a receipt's PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** One e-mail as the application composes it: HTML and plain-text bodies of the same message, and any files. */
export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

/** The job every e-mail is sent by (BullMQ, retried with backoff); its jobId comes from the event that asked for it. */
export const MAIL_JOB = 'mail.send';

export type MailSettings = { smtpUrl: string | undefined; from: string; log?: (line: string) => void };

/**
 * Sends e-mail over SMTP with nodemailer (`SMTP_URL`, from `MAIL_FROM`). Without SMTP_URL the mail is
 * rendered but not sent, and a line says so: `npm start` gives a mail catcher instead (README).
 * The Message-ID is derived from the job, so a mail sent again by a retry is recognisably the same.
 */
export class MailSender {
  private readonly transport: Transporter;

  constructor(private readonly settings: MailSettings) {
    this.transport = settings.smtpUrl ? createTransport(settings.smtpUrl) : createTransport({ jsonTransport: true });
  }

  async send(message: MailMessage, key: string): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, messageId: `<${key}@notebook.mail>`, ...message });
    if (!this.settings.smtpUrl)
      this.settings.log?.(`Mail not sent (SMTP_URL is not set) to ${message.to}: ${message.subject}`);
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * A `mail.send` job's data: the message, and at most one file as `attachmentName`,
 * `attachmentType` and `attachmentBase64` (job data is text).
 */
export function mailJobData(message: MailMessage, mailKey: string): Record<string, string> {
  const { attachments = [], ...body } = message;
  const [file] = attachments;
  if (attachments.length > 1) throw new Error('A mail job carries at most one attachment');
  return {
    ...body,
    mailKey,
    ...(file
      ? {
          attachmentName: file.filename,
          attachmentType: file.contentType,
          attachmentBase64: file.content.toString('base64'),
        }
      : {}),
  };
}

/** The processor of `mail.send` jobs: their data is the message (mailJobData). */
export function mailJobProcessor(sender: MailSender): Record<string, JobProcessor> {
  return {
    [MAIL_JOB]: async (data) => {
      const { to, subject, text, html, mailKey, attachmentName, attachmentType, attachmentBase64 } = data;
      if (!to || !subject || !text || !html) throw new Error('A mail job without its message');
      const attachments =
        attachmentName && attachmentBase64
          ? [
              {
                filename: attachmentName,
                contentType: attachmentType ?? 'application/octet-stream',
                content: Buffer.from(attachmentBase64, 'base64'),
              },
            ]
          : undefined;
      await sender.send({ to, subject, text, html, attachments }, mailKey ?? `${to}-${subject}`);
    },
  };
}

/**
 * The product's e-mail layout: a greeting, paragraphs, one button-like link and a sign-off, as
 * HTML (inline styles: mail clients drop style sheets) and as plain text with the link spelled out.
 */
export function composeMail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after?: string;
}): MailMessage {
  const { greeting, paragraphs, action, after } = input;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    ...(after ? [after, ''] : []),
    'The Notebook team',
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f7f5f2;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#0f5f5c">Notebook</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(action.label)}</a></p>
${after ? `<p style="color:#52606d;font-size:14px">${escapeHtml(after)}</p>` : ''}
<p>The Notebook team</p>
</div></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
