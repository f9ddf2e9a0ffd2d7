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
  const userChange = userRowChangeOf(event);
  if (userChange) {
    await trx
      .updateTable('user_account')
      .set({ ...userChange.values, updated_at: at })
      .where('user_id', '=', userChange.userId)
      .execute();
    return;
  }
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
    case 'PasswordResetRequested':
      return;
  }
}

/** Access tokens issued before a password change or reset, or new roles, stop working (the guard compares it). */
const nextTokenVersion = sql<number>`token_version + 1`;

type UserRowValues = UpdateObject<Database, 'user_account'>;

/** The user events that only change the user's row, and what each writes there (besides updated_at). */
const userRowChanges = {
  UserPasswordChanged: (data) => ({ password_hash: data.passwordHash, token_version: nextTokenVersion }),
  UserPasswordReset: (data) => ({ password_hash: data.passwordHash, token_version: nextTokenVersion }),
  UserRolesChanged: (data) => ({ role_ids: data.roleIds, token_version: nextTokenVersion }),
  UserStatusChanged: (data) => ({ status: data.status }),
  UserEmailChanged: (data) => ({ email: data.email, email_confirmed: sql<boolean>`user_type = 'ADMIN'` }),
  AdminUserProfileUpdated: (data) => ({ first_name: data.firstName, last_name: data.lastName }),
  ReaderProfileUpdated: ({ title, firstName, lastName, phone }) => ({
    title,
    first_name: firstName,
    last_name: lastName,
    phone,
  }),
  ReaderGroupsChanged: (data) => ({ reader_group_ids: data.readerGroupIds }),
  ReaderBillingAddressChanged: (data) => ({
    billing_address: data.billingAddress && JSON.stringify(data.billingAddress),
  }),
  ReaderSubscriptionStatusChanged: (data) => ({ subscription_status: data.status }),
  ReaderPricingPlanChosen: (data) => ({ pricing_plan_id: data.pricingPlanID }),
  ReaderTrialStarted: (data) => ({
    subscription_status: 'UNSUBSCRIBED',
    pricing_plan_id: data.pricingPlanID,
    trial_ends_at: new Date(data.endsAt),
  }),
  ReaderPaidPeriodStarted: (data) => ({
    subscription_status: 'ACTIVE',
    pricing_plan_id: data.pricingPlanID,
    subscription_period_end: new Date(data.periodEnd),
  }),
  ReaderPaidPeriodRefunded: (data) =>
    data.restored
      ? { pricing_plan_id: data.restored.pricingPlanID, subscription_period_end: new Date(data.restored.periodEnd) }
      : { subscription_period_end: new Date(data.periodEnd) },
  ReaderEmailConfirmationIssued: (data) => ({ confirmation_sent_at: new Date(data.issuedAt) }),
  ReaderEmailConfirmed: () => ({ email_confirmed: true }),
  ReaderReferralCodeIssued: (data) => ({ referral_uuid: data.referralUUID }),
  ReaderReferred: (data) => ({ referred_by: data.referrerID }),
} satisfies { [Type in UserEvent['type']]?: (data: Extract<UserEvent, { type: Type }>['data']) => UserRowValues };

function userRowChangeOf(event: IdentityEvent): { userId: string; values: UserRowValues } | undefined {
  if (!Object.hasOwn(userRowChanges, event.type)) return undefined;
  const change = userRowChanges[event.type as keyof typeof userRowChanges] as (data: unknown) => UserRowValues;
  const { userId } = event.data as { userId: string };
  return { userId, values: change(event.data) };
}
