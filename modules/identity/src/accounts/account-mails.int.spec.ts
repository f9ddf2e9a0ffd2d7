import { randomUUID } from 'node:crypto';
import { MAIL_JOB } from '@notebook/kernel';
import { type QueuedJob, reactorSpec } from '../../../../test/support/reactor-spec';
import type { PasswordResetRequested, ReaderEmailConfirmationIssued } from '../users/user.events';
import { AccountLinks, type LinkPurpose } from './account-links';
import { accountMailScheduler } from './account-mails';

const links = new AccountLinks('spec-secret', 'https://notebook.example');
const spec = reactorSpec((jobs) => accountMailScheduler(jobs, links, { confirmationHours: 48, resetMinutes: 30 }));

const reader = () => ({ userId: randomUUID(), tokenId: randomUUID(), email: 'ada@example.com', firstName: 'Ada' });
const confirmation = (who = reader()): ReaderEmailConfirmationIssued => ({
  type: 'ReaderEmailConfirmationIssued',
  data: { ...who, issuedAt: '2026-01-01T00:00:01.000Z' },
});
const reset = (who = reader(), welcome?: boolean): PasswordResetRequested => ({
  type: 'PasswordResetRequested',
  data: { ...who, requestedAt: '2026-01-01T00:00:01.000Z', ...(welcome === undefined ? {} : { welcome }) },
});

/** The user and token the mail's link carries, if it is signed for `purpose`. */
function linkIn(job: QueuedJob, purpose: LinkPurpose) {
  const token = /token=(\S+)/.exec(job.data.text ?? '')?.[1];
  return token ? links.read(purpose, decodeURIComponent(token)) : null;
}

describe('account mails (reactor)', () => {
  it('a confirmation issued queues one mail to the reader, with a link that confirms (and cannot reset)', async () => {
    const who = reader();
    const [event] = await spec.given(confirmation(who));

    const [job, ...others] = await spec.jobs();
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      queue: 'mail',
      name: MAIL_JOB,
      jobId: `${event!.eventId}-mail`,
      runAt: '2026-01-01T00:00:01.000Z',
    });
    expect(job!.data).toMatchObject({
      to: 'ada@example.com',
      subject: 'Confirm your e-mail address for Notebook',
      mailKey: event!.eventId,
    });
    expect(job!.data.text).toContain('https://notebook.example/public/confirm-email?token=');
    expect(job!.data.text).toContain('The link works for 48 hours.');
    expect(linkIn(job!, 'confirm-email')).toEqual({ userId: who.userId, tokenId: who.tokenId });
    expect(linkIn(job!, 'reset-password')).toBeNull();
  });

  it('a reset asked for queues a reset mail whose link lasts the reset minutes', async () => {
    const who = reader();
    await spec.given(reset(who));

    const [job] = await spec.jobs();
    expect(job!.data).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Notebook password' });
    expect(job!.data.text).toContain('The link works once, for 30 minutes.');
    expect(linkIn(job!, 'reset-password')).toEqual({ userId: who.userId, tokenId: who.tokenId });
  });

  it("an admin user's first reset is a welcome: choose a password, with the user name", async () => {
    await spec.given(reset(reader(), true));

    const [job] = await spec.jobs();
    expect(job!.data.subject).toBe('Your Notebook account');
    expect(job!.data.text).toContain('Choose my password: https://notebook.example/public/reset-password?token=');
    expect(job!.data.text).toContain('The link works once, for 48 hours. Your user name is ada@example.com.');
  });

  it('a batch delivered again sends each mail once; a second reset asked for is a second mail', async () => {
    const who = reader();
    const batch = await spec.given(confirmation(), reset(who));
    await spec.redeliver(...batch);
    await spec.given(reset({ ...who, tokenId: randomUUID() }));

    expect((await spec.jobs()).map((job) => job.jobId)).toEqual([
      ...batch.map((event) => `${event.eventId}-mail`),
      expect.stringMatching(/-mail$/),
    ]);
  });
});
