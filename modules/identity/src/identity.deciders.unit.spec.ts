import { ALL_PRIVILEGES, Privileges } from '@notebook/contracts';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { passwordDigest } from './passwords/password-hasher';
import { roleDecider } from './roles/role.decider';
import { emailClaimDecider } from './users/email-claim.decider';
import { socialIdentityClaimDecider } from './users/social-identity-claim.decider';
import { uniqueNameDecider } from './unique-names/unique-name.decider';
import { userDecider } from './users/user.decider';
import { registered } from './identity.fixtures';

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
      .when({
        type: 'CreateRole',
        data: {
          roleId: 'r1',
          roleName: 'Editors',
          privileges: [` ${Privileges.msqQuestion.view} `, Privileges.msqQuestion.view],
        },
      })
      .then([
        {
          type: 'RoleCreated',
          data: { roleId: 'r1', roleName: 'Editors', privileges: ['NOTEBOOK.SETTINGS.MSQ.QUESTION.VIEW'] },
        },
      ]);
  });

  test('refuses an unknown privilege code', () => {
    given(roleDecider)
      .when({ type: 'CreateRole', data: { roleId: 'r1', roleName: 'X', privileges: ['NOTEBOOK.DO.ANYTHING'] } })
      .thenThrows(ValidationError, 'Unknown privilege');
  });

  test('the super-admin set contains the two codes the spec names', () => {
    expect(ALL_PRIVILEGES).toEqual(
      expect.arrayContaining(['NOTEBOOK.SETTINGS.MSQ.QUESTION.VIEW', 'NOTEBOOK.SETTINGS.MSQ_QUESTION_ADD_EDIT']),
    );
  });
});

test('the password digest is the base64 SHA-1 the browser sends', () => {
  // SHA-1("password") = 5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8
  expect(passwordDigest('password')).toBe(
    Buffer.from('5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8', 'hex').toString('base64'),
  );
});

describe('admin users and roles', () => {
  const superAdmin = {
    type: 'AdminUserCreated' as const,
    data: {
      userId: 'a1',
      email: 'root@example.com',
      firstName: 'Root',
      lastName: 'Admin',
      passwordHash: 'h',
      roleIds: ['r1'],
      superAdmin: true,
    },
  };
  const admin = {
    type: 'AdminUserCreated' as const,
    data: { ...superAdmin.data, userId: 'a2', superAdmin: undefined },
  };
  const now = new Date('2026-11-26T09:00:00Z');

  test('the super admin stays active and keeps their roles; another admin does not', () => {
    given(userDecider, [superAdmin])
      .when({ type: 'ChangeStatus', data: { status: 'INACTIVE' } })
      .thenThrows(BusinessRuleError);
    given(userDecider, [superAdmin])
      .when({ type: 'ChangeRoles', data: { roleIds: ['r2'] } })
      .thenThrows(BusinessRuleError);
    given(userDecider, [superAdmin])
      .when({ type: 'ChangeRoles', data: { roleIds: ['r1', 'r1'] } })
      .thenNothingHappened();
    given(userDecider, [admin])
      .when({ type: 'ChangeRoles', data: { roleIds: ['r2'] } })
      .then([{ type: 'UserRolesChanged', data: { userId: 'a2', roleIds: ['r2'] } }]);
  });

  test('an added admin gets a welcome link that lasts as long as a confirmation link, not a reset link', () => {
    const welcomeLink = {
      type: 'PasswordResetRequested' as const,
      data: {
        userId: 'a2',
        tokenId: 't1',
        email: 'root@example.com',
        firstName: 'Root',
        requestedAt: now.toISOString(),
        welcome: true,
      },
    };
    const created = given(userDecider).when({
      type: 'CreateAdminUser',
      data: { ...admin.data, superAdmin: undefined, welcome: { tokenId: 't1', now } },
    });
    created.then([
      {
        type: 'AdminUserCreated',
        data: {
          userId: 'a2',
          email: 'root@example.com',
          firstName: 'Root',
          lastName: 'Admin',
          passwordHash: 'h',
          roleIds: ['r1'],
        },
      },
      welcomeLink,
    ]);
    const welcomed = [admin, welcomeLink];
    const twoHoursLater = new Date(now.getTime() + 2 * 3_600_000);
    /** The link used two hours on, a reset link lasting an hour and a welcome link `welcomeValidForMs`. */
    const resetTwoHoursLater = (welcomeValidForMs: number) => ({
      type: 'ResetPassword' as const,
      data: { tokenId: 't1', now: twoHoursLater, validForMs: 3_600_000, welcomeValidForMs, passwordHash: 'n' },
    });
    given(userDecider, welcomed)
      .when(resetTwoHoursLater(48 * 3_600_000))
      .then([{ type: 'UserPasswordReset', data: { userId: 'a2', tokenId: 't1', passwordHash: 'n' } }]);
    given(userDecider, welcomed).when(resetTwoHoursLater(3_600_000)).thenThrows(ValidationError);
  });

  test('the built-in role is never edited', () => {
    const builtIn = {
      type: 'RoleCreated' as const,
      data: { roleId: 'r1', roleName: 'Super admin', privileges: [...ALL_PRIVILEGES], builtIn: true },
    };
    given(roleDecider, [builtIn])
      .when({ type: 'UpdateRole', data: { roleName: 'Less', privileges: [Privileges.seo.view] } })
      .thenThrows(BusinessRuleError);
  });
});

describe('readers managed by admins', () => {
  const now = new Date('2026-11-26T09:00:00Z');

  test('groups are set, or joined and left, and an unchanged set records nothing', () => {
    const inGroups = [
      registered,
      { type: 'ReaderGroupsChanged' as const, data: { userId: 'u1', readerGroupIds: ['g1', 'g2'] } },
    ];
    given(userDecider, inGroups)
      .when({ type: 'ChangeReaderGroups', data: { add: ['g3', 'g1'], remove: ['g2'] } })
      .then([{ type: 'ReaderGroupsChanged', data: { userId: 'u1', readerGroupIds: ['g1', 'g3'] } }]);
    given(userDecider, inGroups)
      .when({ type: 'ChangeReaderGroups', data: { set: ['g2', 'g1'] } })
      .thenNothingHappened();
  });

  test('a new address is confirmed anew; the same one records nothing', () => {
    given(userDecider, [registered])
      .when({ type: 'ChangeEmail', data: { email: 'new@example.com', confirmation: { tokenId: 't1', now } } })
      .then([
        {
          type: 'UserEmailChanged',
          data: { userId: 'u1', email: 'new@example.com', previousEmail: 'sam@example.com' },
        },
        {
          type: 'ReaderEmailConfirmationIssued',
          data: {
            userId: 'u1',
            tokenId: 't1',
            email: 'new@example.com',
            firstName: 'Sam',
            issuedAt: now.toISOString(),
          },
        },
      ]);
    given(userDecider, [registered])
      .when({ type: 'ChangeEmail', data: { email: 'sam@example.com', confirmation: { tokenId: 't1', now } } })
      .thenNothingHappened();
  });

  test('a released address can be claimed by someone else; only its owner releases it', () => {
    const claimed = { type: 'EmailClaimed' as const, data: { email: 'a@example.com', userId: 'u1' } };
    given(emailClaimDecider, [claimed])
      .when({ type: 'ReleaseEmail', data: { email: 'a@example.com', userId: 'u2' } })
      .thenNothingHappened();
    given(emailClaimDecider, [
      claimed,
      { type: 'EmailReleased' as const, data: { email: 'a@example.com', userId: 'u1' } },
    ])
      .when({ type: 'ClaimEmail', data: { email: 'a@example.com', userId: 'u2' } })
      .then([{ type: 'EmailClaimed', data: { email: 'a@example.com', userId: 'u2' } }]);
  });

  test('a password set from a mailed link confirms an unconfirmed address', () => {
    const unconfirmed = { ...registered, data: { ...registered.data, emailConfirmed: false } };
    const requested = {
      type: 'PasswordResetRequested' as const,
      data: { userId: 'u1', tokenId: 't1', email: 'sam@example.com', firstName: 'Sam', requestedAt: now.toISOString() },
    };
    given(userDecider, [unconfirmed, requested])
      .when({
        type: 'ResetPassword',
        data: { tokenId: 't1', now, validForMs: 3_600_000, welcomeValidForMs: 3_600_000, passwordHash: 'n' },
      })
      .then([
        { type: 'UserPasswordReset', data: { userId: 'u1', tokenId: 't1', passwordHash: 'n' } },
        { type: 'ReaderEmailConfirmed', data: { userId: 'u1', tokenId: 't1' } },
      ]);
  });
});

describe('provider sign-in', () => {
  test('a provider account is claimed once; a later claim records nothing and the first owner stays', () => {
    const claimed = {
      type: 'SocialIdentityClaimed' as const,
      data: { provider: 'google', subject: 's1', userId: 'u1' },
    };
    given(socialIdentityClaimDecider).when({ type: 'ClaimSocialIdentity', data: claimed.data }).then([claimed]);
    given(socialIdentityClaimDecider, [claimed])
      .when({ type: 'ClaimSocialIdentity', data: { ...claimed.data, userId: 'u2' } })
      .thenNothingHappened();
  });

  test('readers link a provider account once; admins do not', () => {
    const link = {
      type: 'LinkSocialIdentity' as const,
      data: { provider: 'google', subject: 's1', email: 'sam@example.com' },
    };
    const linked = { type: 'ReaderSocialIdentityLinked' as const, data: { userId: 'u1', ...link.data } };
    given(userDecider, [registered]).when(link).then([linked]);
    given(userDecider, [registered, linked]).when(link).thenNothingHappened();
    const admin = {
      type: 'AdminUserCreated' as const,
      data: { userId: 'a1', email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: 'h', roleIds: [] },
    };
    given(userDecider, [admin]).when(link).thenThrows(BusinessRuleError);
  });

  test('a verified link takes over an account whose address was never confirmed: its password is replaced and the address confirmed', () => {
    const unconfirmed = { ...registered, data: { ...registered.data, emailConfirmed: false } };
    const verified = { replacementPasswordHash: 'nobody-knows', tokenId: 't1' };
    const link = {
      type: 'LinkSocialIdentity' as const,
      data: { provider: 'google', subject: 's1', email: 'sam@example.com', verified },
    };
    const linked = {
      type: 'ReaderSocialIdentityLinked' as const,
      data: { userId: 'u1', provider: 'google', subject: 's1', email: 'sam@example.com' },
    };
    given(userDecider, [unconfirmed])
      .when(link)
      .then([
        linked,
        { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'nobody-knows' } },
        { type: 'ReaderEmailConfirmed', data: { userId: 'u1', tokenId: 't1' } },
      ]);
    // A confirmed address was proved by its owner: their password stays. An unverified link takes nothing over.
    given(userDecider, [registered]).when(link).then([linked]);
    given(userDecider, [unconfirmed])
      .when({ ...link, data: { ...link.data, verified: undefined } })
      .then([linked]);
  });

  test('the details a provider did not give keep the phone', () => {
    const withPhone = {
      type: 'ReaderProfileUpdated' as const,
      data: { userId: 'u1', title: 'DR' as const, firstName: 'Sam', lastName: 'Lee', phone: '0400 000 000' },
    };
    given(userDecider, [registered, withPhone])
      .when({ type: 'UpdateReaderProfile', data: { title: 'MS', firstName: 'Sam', lastName: 'Lee' } })
      .then([
        {
          type: 'ReaderProfileUpdated',
          data: { userId: 'u1', title: 'MS', firstName: 'Sam', lastName: 'Lee', phone: '0400 000 000' },
        },
      ]);
  });
});

describe('unique names', () => {
  const claim = { kind: 'role' as const, name: 'Reader support', ownerId: 'r1' };
  const claimed = {
    type: 'NameClaimed' as const,
    data: { kind: 'role' as const, name: 'Reader support', ownerId: 'r1' },
  };

  test('a name is claimed once; another owner is refused, the owner repeating records nothing', () => {
    given(uniqueNameDecider).when({ type: 'ClaimName', data: claim }).then([claimed]);
    given(uniqueNameDecider, [claimed])
      .when({ type: 'ClaimName', data: { ...claim, ownerId: 'r2' } })
      .thenThrows(ConflictError);
    given(uniqueNameDecider, [claimed]).when({ type: 'ClaimName', data: claim }).thenNothingHappened();
  });

  test('only the owner releases a name, which is then free', () => {
    const release = {
      type: 'ReleaseName' as const,
      data: { kind: 'role' as const, name: 'Reader support', ownerId: 'r2' },
    };
    given(uniqueNameDecider, [claimed]).when(release).thenNothingHappened();
    const released = { type: 'NameReleased' as const, data: claimed.data };
    given(uniqueNameDecider, [claimed, released])
      .when({ type: 'ClaimName', data: { ...claim, ownerId: 'r2' } })
      .then([{ type: 'NameClaimed', data: { ...claimed.data, ownerId: 'r2' } }]);
  });
});
