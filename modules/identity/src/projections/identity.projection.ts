import { type Transaction, type UpdateObject, sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { RoleEvent, RoleEventTypes } from '../roles/role.events';
import { type ReaderGroupEvent, ReaderGroupEventTypes } from '../reader-groups/reader-group.events';
import { UserEvent, UserEventTypes } from '../users/user.events';

export type IdentityEvent = UserEvent | RoleEvent | ReaderGroupEvent;

/** user_account and role: what login, the guard and the logged-in user read. */
export const identityProjection: Projection<IdentityEvent> = {
  name: 'identity',
  version: 1,
  canHandle: [
    UserEventTypes.AdminUserCreated,
    UserEventTypes.ReaderRegistered,
    UserEventTypes.UserPasswordChanged,
    UserEventTypes.UserStatusChanged,
    UserEventTypes.UserRolesChanged,
    UserEventTypes.ReaderSubscriptionStatusChanged,
    UserEventTypes.ReaderPricingPlanChosen,
    UserEventTypes.ReaderTrialStarted,
    UserEventTypes.ReaderPaidPeriodStarted,
    UserEventTypes.ReaderPaidPeriodRefunded,
    UserEventTypes.ReaderEmailConfirmationIssued,
    UserEventTypes.ReaderEmailConfirmed,
    UserEventTypes.UserPasswordReset,
    UserEventTypes.ReaderReferralCodeIssued,
    UserEventTypes.ReaderReferred,
    UserEventTypes.AdminUserProfileUpdated,
    UserEventTypes.ReaderProfileUpdated,
    UserEventTypes.UserEmailChanged,
    UserEventTypes.ReaderGroupsChanged,
    UserEventTypes.ReaderBillingAddressChanged,
    UserEventTypes.ReaderSocialIdentityLinked,
    RoleEventTypes.RoleCreated,
    RoleEventTypes.RoleUpdated,
    ReaderGroupEventTypes.ReaderGroupCreated,
    ReaderGroupEventTypes.ReaderGroupUpdated,
  ],
  tables: ['user_account', 'role', 'reader_group', 'user_social_identity'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
  },
};

async function apply(event: Recorded<IdentityEvent>, trx: Transaction<Database>): Promise<void> {
  const at = occurredAt(event);
  switch (event.type) {
    case 'RoleCreated':
      await trx
        .insertInto('role')
        .values({
          role_id: event.data.roleId,
          role_name: event.data.roleName,
          privileges: event.data.privileges,
          built_in: event.data.builtIn === true,
          created_at: at,
        })
        .execute();
      return;
    case 'RoleUpdated':
      await trx
        .updateTable('role')
        .set({ role_name: event.data.roleName, privileges: event.data.privileges })
        .where('role_id', '=', event.data.roleId)
        .execute();
      return;
    case 'ReaderGroupCreated':
      await trx
        .insertInto('reader_group')
        .values({
          reader_group_id: event.data.readerGroupId,
          group_name: event.data.groupName,
          description: event.data.description,
          created_at: at,
        })
        .execute();
      return;
    case 'ReaderGroupUpdated':
      await trx
        .updateTable('reader_group')
        .set({ group_name: event.data.groupName, description: event.data.description })
        .where('reader_group_id', '=', event.data.readerGroupId)
        .execute();
      return;
    case 'ReaderProfileUpdated': {
      const { title, firstName, lastName, phone } = event.data;
      await updateUser(trx, event.data.userId, {
        title,
        first_name: firstName,
        last_name: lastName,
        phone,
        updated_at: at,
      });
      return;
    }
    case 'UserEmailChanged':
      await trx
        .updateTable('user_account')
        .set({ email: event.data.email, email_confirmed: sql<boolean>`user_type = 'ADMIN'`, updated_at: at })
        .where('user_id', '=', event.data.userId)
        .execute();
      return;
    case 'ReaderSocialIdentityLinked':
      await trx
        .insertInto('user_social_identity')
        .values({
          provider: event.data.provider,
          subject: event.data.subject,
          user_id: event.data.userId,
          email: event.data.email,
          linked_at: at,
        })
        .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
        .execute();
      return;
    case 'ReaderGroupsChanged':
      await updateUser(trx, event.data.userId, { reader_group_ids: event.data.readerGroupIds, updated_at: at });
      return;
    case 'ReaderBillingAddressChanged':
      await updateUser(trx, event.data.userId, {
        billing_address: event.data.billingAddress && JSON.stringify(event.data.billingAddress),
        updated_at: at,
      });
      return;
    case 'AdminUserCreated':
    case 'ReaderRegistered': {
      const isAdmin = event.type === 'AdminUserCreated';
      await trx
        .insertInto('user_account')
        .values({
          user_id: event.data.userId,
          user_type: isAdmin ? 'ADMIN' : 'READER',
          email: event.data.email,
          first_name: event.data.firstName,
          last_name: event.data.lastName,
          title: event.type === 'ReaderRegistered' ? event.data.title : null,
          password_hash: event.data.passwordHash,
          status: 'ACTIVE',
          role_ids: event.type === 'AdminUserCreated' ? event.data.roleIds : [],
          super_admin: event.type === 'AdminUserCreated' && event.data.superAdmin === true,
          phone: null,
          billing_address: null,
          reader_group_ids: [],
          image_uri: null,
          email_confirmed: event.type === 'ReaderRegistered' ? event.data.emailConfirmed : true,
          confirmation_sent_at: null,
          referral_uuid: null,
          referred_by: null,
          subscription_status: null,
          pricing_plan_id: null,
          subscription_period_end: null,
          trial_ends_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'UserPasswordChanged':
      await updateUser(trx, event.data.userId, {
        password_hash: event.data.passwordHash,
        token_version: nextTokenVersion,
        updated_at: at,
      });
      return;
    case 'AdminUserProfileUpdated':
      await updateUser(trx, event.data.userId, {
        first_name: event.data.firstName,
        last_name: event.data.lastName,
        updated_at: at,
      });
      return;
    case 'UserStatusChanged':
      await updateUser(trx, event.data.userId, { status: event.data.status, updated_at: at });
      return;
    case 'UserRolesChanged':
      await updateUser(trx, event.data.userId, {
        role_ids: event.data.roleIds,
        token_version: nextTokenVersion,
        updated_at: at,
      });
      return;
    case 'ReaderSubscriptionStatusChanged':
      await updateUser(trx, event.data.userId, { subscription_status: event.data.status, updated_at: at });
      return;
    case 'ReaderPricingPlanChosen':
      await updateUser(trx, event.data.userId, { pricing_plan_id: event.data.pricingPlanID, updated_at: at });
      return;
    case 'ReaderTrialStarted':
      await updateUser(trx, event.data.userId, {
        subscription_status: 'UNSUBSCRIBED',
        pricing_plan_id: event.data.pricingPlanID,
        trial_ends_at: new Date(event.data.endsAt),
        updated_at: at,
      });
      return;
    case 'ReaderPaidPeriodStarted':
      await updateUser(trx, event.data.userId, {
        subscription_status: 'ACTIVE',
        pricing_plan_id: event.data.pricingPlanID,
        subscription_period_end: new Date(event.data.periodEnd),
        updated_at: at,
      });
      return;
    case 'ReaderPaidPeriodRefunded':
      await updateUser(trx, event.data.userId, {
        subscription_period_end: new Date(event.data.periodEnd),
        updated_at: at,
      });
      return;
    case 'ReaderEmailConfirmationIssued':
      await updateUser(trx, event.data.userId, { confirmation_sent_at: new Date(event.data.issuedAt), updated_at: at });
      return;
    case 'ReaderEmailConfirmed':
      await updateUser(trx, event.data.userId, { email_confirmed: true, updated_at: at });
      return;
    case 'UserPasswordReset':
      await updateUser(trx, event.data.userId, {
        password_hash: event.data.passwordHash,
        token_version: nextTokenVersion,
        updated_at: at,
      });
      return;
    case 'PasswordResetRequested':
      return;
    case 'ReaderReferralCodeIssued':
      await updateUser(trx, event.data.userId, { referral_uuid: event.data.referralUUID, updated_at: at });
      return;
    case 'ReaderReferred':
      await updateUser(trx, event.data.userId, { referred_by: event.data.referrerID, updated_at: at });
      return;
  }
}

/** Access tokens issued before a password change or reset, or new roles, stop working (the guard compares it). */
const nextTokenVersion = sql<number>`token_version + 1`;

function updateUser(trx: Transaction<Database>, userId: string, values: UpdateObject<Database, 'user_account'>) {
  return trx.updateTable('user_account').set(values).where('user_id', '=', userId).execute();
}
