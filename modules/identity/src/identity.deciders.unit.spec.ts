import { ALL_PRIVILEGES, Privileges } from '@notebook/contracts';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { passwordDigest } from './passwords/password-hasher';
import { roleDecider } from './roles/role.decider';
import { emailClaimDecider } from './users/email-claim.decider';
import { userDecider } from './users/user.decider';
import type { ReaderRegistered } from './users/user.events';

const registered: ReaderRegistered = {
  type: 'ReaderRegistered',
  data: { userId: 'u1', email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee', passwordHash: 'h', title: 'DR', emailConfirmed: true },
};

describe('user', () => {
  test('registers once', () => {
    given(userDecider).when({ type: 'RegisterReader', data: registered.data }).then([registered]);
    given(userDecider, [registered]).when({ type: 'RegisterReader', data: registered.data }).thenThrows(ConflictError);
  });

  test('status changes only when it differs', () => {
    given(userDecider, [registered])
      .when({ type: 'ChangeStatus', data: { status: 'ACTIVE' } })
      .thenNothingHappened();
    given(userDecider, [registered])
      .when({ type: 'ChangeStatus', data: { status: 'BLOCKED' } })
      .then([{ type: 'UserStatusChanged', data: { userId: 'u1', status: 'BLOCKED' } }]);
  });

  test('readers hold subscriptions, not roles', () => {
    given(userDecider, [registered])
      .when({ type: 'ChangeRoles', data: { roleIds: ['r'] } })
      .thenThrows(BusinessRuleError);
    given(userDecider, [registered])
      .when({ type: 'ChangeSubscriptionStatus', data: { status: 'ACTIVE' } })
      .then([{ type: 'ReaderSubscriptionStatusChanged', data: { userId: 'u1', status: 'ACTIVE' } }]);
  });

  test('a reader without an active subscription starts a plan trial: the plan is held, UNSUBSCRIBED', () => {
    given(userDecider, [registered])
      .when({ type: 'StartPlanTrial', data: { pricingPlanID: 'p1' } })
      .then([
        { type: 'ReaderPricingPlanChosen', data: { userId: 'u1', pricingPlanID: 'p1' } },
        { type: 'ReaderSubscriptionStatusChanged', data: { userId: 'u1', status: 'UNSUBSCRIBED' } },
      ]);
  });

  test('starting the trial of the plan already held records nothing; another plan replaces it', () => {
    const onTrial = [
      registered,
      { type: 'ReaderPricingPlanChosen' as const, data: { userId: 'u1', pricingPlanID: 'p1' } },
      { type: 'ReaderSubscriptionStatusChanged' as const, data: { userId: 'u1', status: 'UNSUBSCRIBED' as const } },
    ];
    given(userDecider, onTrial)
      .when({ type: 'StartPlanTrial', data: { pricingPlanID: 'p1' } })
      .thenNothingHappened();
    given(userDecider, onTrial)
      .when({ type: 'StartPlanTrial', data: { pricingPlanID: 'p2' } })
      .then([{ type: 'ReaderPricingPlanChosen', data: { userId: 'u1', pricingPlanID: 'p2' } }]);
  });

  test('an active subscriber cannot start a trial; a lapsed one can; admins never', () => {
    const active = { type: 'ReaderSubscriptionStatusChanged' as const, data: { userId: 'u1', status: 'ACTIVE' as const } };
    given(userDecider, [registered, active])
      .when({ type: 'StartPlanTrial', data: { pricingPlanID: 'p1' } })
      .thenThrows(ConflictError);
    const lapsed = { type: 'ReaderSubscriptionStatusChanged' as const, data: { userId: 'u1', status: 'INACTIVE' as const } };
    given(userDecider, [registered, active, lapsed])
      .when({ type: 'StartPlanTrial', data: { pricingPlanID: 'p1' } })
      .then([
        { type: 'ReaderPricingPlanChosen', data: { userId: 'u1', pricingPlanID: 'p1' } },
        { type: 'ReaderSubscriptionStatusChanged', data: { userId: 'u1', status: 'UNSUBSCRIBED' } },
      ]);
    const admin = {
      type: 'AdminUserCreated' as const,
      data: { userId: 'a1', email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: 'h', roleIds: [] },
    };
    given(userDecider, [admin])
      .when({ type: 'StartPlanTrial', data: { pricingPlanID: 'p1' } })
      .thenThrows(BusinessRuleError);
  });

  test('a password cannot be changed for a user that does not exist', () => {
    given(userDecider)
      .when({ type: 'ChangePassword', data: { passwordHash: 'x' } })
      .thenThrows(NotFoundError);
  });
});

describe('email claim', () => {
  test('the first claimant owns the address; the same claimant again is a no-op', () => {
    const claimed = { type: 'EmailClaimed' as const, data: { email: 'a@b.c', userId: 'u1' } };
    given(emailClaimDecider).when({ type: 'ClaimEmail', data: claimed.data }).then([claimed]);
    given(emailClaimDecider, [claimed]).when({ type: 'ClaimEmail', data: claimed.data }).thenNothingHappened();
    given(emailClaimDecider, [claimed])
      .when({ type: 'ClaimEmail', data: { email: 'a@b.c', userId: 'u2' } })
      .thenThrows(ConflictError, 'already registered');
  });
});

describe('role', () => {
  test('holds known privilege codes, trimmed and without duplicates', () => {
    given(roleDecider)
      .when({ type: 'CreateRole', data: { roleId: 'r1', roleName: 'Editors', privileges: [` ${Privileges.msqQuestion.view} `, Privileges.msqQuestion.view] } })
      .then([{ type: 'RoleCreated', data: { roleId: 'r1', roleName: 'Editors', privileges: ['NOTEBOOK.SETTINGS.MSQ.QUESTION.VIEW'] } }]);
  });

  test('refuses an unknown privilege code', () => {
    given(roleDecider)
      .when({ type: 'CreateRole', data: { roleId: 'r1', roleName: 'X', privileges: ['NOTEBOOK.DO.ANYTHING'] } })
      .thenThrows(ValidationError, 'Unknown privilege');
  });

  test('the super-admin set contains the two codes the spec names', () => {
    expect(ALL_PRIVILEGES).toEqual(expect.arrayContaining(['NOTEBOOK.SETTINGS.MSQ.QUESTION.VIEW', 'NOTEBOOK.SETTINGS.MSQ_QUESTION_ADD_EDIT']));
  });
});

test('the password digest is the base64 SHA-1 the browser sends', () => {
  // SHA-1("password") = 5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8
  expect(passwordDigest('password')).toBe(Buffer.from('5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8', 'hex').toString('base64'));
});
