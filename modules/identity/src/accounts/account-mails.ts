import { type JobQueue, MAIL_JOB, composeMail, mailJobData, occurredAt } from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import type { PasswordResetRequested, ReaderEmailConfirmationIssued } from '../users/user.events';
import type { AccountLinks } from './account-links';

type MailingEvent = ReaderEmailConfirmationIssued | PasswordResetRequested;
export type AccountMailSettings = { confirmationHours: number; resetMinutes: number };

/**
 * Sends the account e-mails from the log (a reactor, run by the projection runner): a confirmation
 * link when one is issued, a reset link when one is asked for. Each mail is a BullMQ job whose id is
 * the event's, so the mail goes once however often the batch is delivered; the register and reset
 * calls wait for this reactor, so the mail is queued when they answer.
 */
export function accountMailScheduler(
  jobs: JobQueue,
  links: AccountLinks,
  settings: AccountMailSettings,
): Projection<MailingEvent> {
  return {
    name: 'account-mails',
    version: 1,
    canHandle: ['ReaderEmailConfirmationIssued', 'PasswordResetRequested'],
    tables: [],
    async handle(events) {
      for (const event of events) {
        const mail =
          event.type === 'ReaderEmailConfirmationIssued'
            ? confirmationMail(event, links, settings)
            : resetMail(event, links, settings);
        await jobs.schedule({
          name: MAIL_JOB,
          jobId: `${event.eventId}-mail`,
          runAt: occurredAt(event),
          data: mailJobData(mail, event.eventId),
        });
      }
    },
  };
}

function confirmationMail(
  event: Recorded<ReaderEmailConfirmationIssued>,
  links: AccountLinks,
  settings: AccountMailSettings,
) {
  const { userId, tokenId, email, firstName } = event.data;
  return composeMail({
    to: email,
    subject: 'Confirm your e-mail address for Notebook',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Thank you for registering with Notebook.',
      'Confirm your e-mail address so we can reach you about your subscription and your account.',
    ],
    action: { label: 'Confirm my e-mail address', url: links.url('confirm-email', userId, tokenId) },
    after: `The link works for ${settings.confirmationHours} hours. If you did not register, ignore this e-mail.`,
  });
}

function resetMail(event: Recorded<PasswordResetRequested>, links: AccountLinks, settings: AccountMailSettings) {
  const { userId, tokenId, email, firstName, welcome } = event.data;
  if (welcome) {
    return composeMail({
      to: email,
      subject: 'Your Notebook account',
      greeting: `Hello ${firstName},`,
      paragraphs: ['An administrator of Notebook has made you an account. Choose your password to sign in.'],
      action: { label: 'Choose my password', url: links.url('reset-password', userId, tokenId) },
      after: `The link works once, for ${settings.confirmationHours} hours. Your user name is ${email}.`,
    });
  }
  return composeMail({
    to: email,
    subject: 'Reset your Notebook password',
    greeting: `Hello ${firstName},`,
    paragraphs: ['Someone, hopefully you, asked to reset the password of your Notebook account.'],
    action: { label: 'Choose a new password', url: links.url('reset-password', userId, tokenId) },
    after: `The link works once, for ${settings.resetMinutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
  });
}
