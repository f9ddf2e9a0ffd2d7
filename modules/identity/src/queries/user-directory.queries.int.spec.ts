import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { identityProjection } from '../projections/identity.projection';
import { UserDirectory } from './user-directory.queries';

const spec = projectionSpec(identityProjection);
const users = () => new UserDirectory(spec.db);
const profile = (userId: string, firstName: string, lastName: string) => ({
  userId,
  email: `${userId.slice(0, 8)}@test.example`,
  firstName,
  lastName,
  passwordHash: 'hash-1',
});
const address = { addressLine1: '1 Main St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'Australia' };

describe('UserDirectory: what other modules may read of the users', () => {
  it('contactsOf: the users among the ids in one answer, readers and admins alike; unknown ids and ids that are no user id are absent', async () => {
    const [readerID, adminID] = [randomUUID(), randomUUID()];
    await spec.given(
      { type: 'ReaderRegistered', data: { ...profile(readerID, 'Rita', 'Reader'), title: 'DR', emailConfirmed: true } },
      { type: 'ReaderBillingAddressChanged', data: { userId: readerID, billingAddress: address } },
      { type: 'AdminUserCreated', data: { ...profile(adminID, 'Ada', 'Admin'), roleIds: [] } },
    );

    const found = await users().contactsOf([readerID, adminID, randomUUID(), 'system', readerID]);

    expect(Object.fromEntries(found)).toEqual({
      [readerID]: {
        userID: readerID,
        userType: 'READER',
        title: 'DR',
        firstName: 'Rita',
        lastName: 'Reader',
        email: `${readerID.slice(0, 8)}@test.example`,
        billingAddress: address,
      },
      [adminID]: {
        userID: adminID,
        userType: 'ADMIN',
        title: null,
        firstName: 'Ada',
        lastName: 'Admin',
        email: `${adminID.slice(0, 8)}@test.example`,
        billingAddress: null,
      },
    });
    expect((await users().contactsOf([readerID.toUpperCase()])).get(readerID)?.firstName).toBe('Rita');
    expect(await users().contactsOf([])).toEqual(new Map());
  });

  it('subscriptionColumns: the reader’s plan, status and ends as the projection keeps them; all null for no such user', async () => {
    const readerID = randomUUID();
    const [pricingPlanID, paymentID] = [randomUUID(), randomUUID()];
    const trialEnd = '2026-02-01T00:00:00.000Z';
    const periodEnd = '2026-03-01T00:00:00.000Z';
    await spec.given(
      { type: 'ReaderRegistered', data: { ...profile(readerID, 'Rita', 'Reader'), title: null, emailConfirmed: true } },
      { type: 'ReaderTrialStarted', data: { userId: readerID, pricingPlanID, endsAt: trialEnd } },
      {
        type: 'ReaderPaidPeriodStarted',
        data: { userId: readerID, pricingPlanID, paymentID, periodStart: trialEnd, periodEnd },
      },
    );

    expect(await users().subscriptionColumns(readerID)).toEqual({
      subscription_status: 'ACTIVE',
      pricing_plan_id: pricingPlanID,
      subscription_period_end: new Date(periodEnd),
      trial_ends_at: new Date(trialEnd),
    });
    expect(await users().subscriptionColumns(randomUUID())).toEqual({
      subscription_status: null,
      pricing_plan_id: null,
      subscription_period_end: null,
      trial_ends_at: null,
    });
  });
});
