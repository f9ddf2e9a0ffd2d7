import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { type IdentityEvent, identityProjection } from './identity.projection';

const spec = projectionSpec(identityProjection);
const profile = (userId: string) => ({
  userId,
  email: `${userId.slice(0, 8)}@test.example`,
  firstName: 'Rita',
  lastName: 'Reader',
  passwordHash: 'hash-1',
});
const user = (userId: string) =>
  spec.db
    .selectFrom('user_account')
    .select([
      'user_type',
      'status',
      'email_confirmed',
      'subscription_status',
      'pricing_plan_id',
      'password_hash',
      'role_ids',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('identity projection', () => {
  it('a reader registers active, unconfirmed as asked, without a plan; the plan and subscription follow their events', async () => {
    const readerID = randomUUID();
    const pricingPlanID = randomUUID();
    await spec.given({
      type: 'ReaderRegistered',
      data: { ...profile(readerID), title: 'DR', emailConfirmed: false },
    } satisfies IdentityEvent);
    expect(await user(readerID)).toMatchObject({
      user_type: 'READER',
      status: 'ACTIVE',
      email_confirmed: false,
      subscription_status: null,
      pricing_plan_id: null,
    });

    await spec.given(
      { type: 'ReaderPricingPlanChosen', data: { userId: readerID, pricingPlanID } },
      { type: 'ReaderSubscriptionStatusChanged', data: { userId: readerID, status: 'UNSUBSCRIBED' } },
    );
    expect(await user(readerID)).toMatchObject({ subscription_status: 'UNSUBSCRIBED', pricing_plan_id: pricingPlanID });
  });

  it('an admin is confirmed from the start and holds the roles given; a password change and a block show at once', async () => {
    const adminID = randomUUID();
    const roleId = randomUUID();
    await spec.given(
      { type: 'RoleCreated', data: { roleId, roleName: 'Editors', privileges: ['NOTEBOOK.SETTINGS.CHAPTER.VIEW'] } },
      { type: 'AdminUserCreated', data: { ...profile(adminID), roleIds: [roleId] } },
    );
    expect(await user(adminID)).toMatchObject({ user_type: 'ADMIN', email_confirmed: true, role_ids: [roleId] });
    await spec.given(
      { type: 'UserPasswordChanged', data: { userId: adminID, passwordHash: 'hash-2' } },
      { type: 'UserStatusChanged', data: { userId: adminID, status: 'BLOCKED' } },
    );
    expect(await user(adminID)).toMatchObject({ password_hash: 'hash-2', status: 'BLOCKED' });
    expect(await spec.db.selectFrom('role').select(['role_name', 'privileges']).execute()).toEqual([
      { role_name: 'Editors', privileges: ['NOTEBOOK.SETTINGS.CHAPTER.VIEW'] },
    ]);
  });
});
