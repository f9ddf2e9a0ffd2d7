import { z } from 'zod';
import { Title, UserStatus, UserType } from './enums';
import { emailField, entityId, pageRequest } from './fields';
import { Messages } from './messages';

export const loginRequest = z.object({
  username: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(255, { error: Messages.maxLength(255) }),
  password: z
    .string({ error: Messages.required })
    .min(1, { error: Messages.required })
    .max(100, { error: Messages.maxLength(100) }),
});
export type LoginRequest = z.infer<typeof loginRequest>;

const passwordField = z
  .string({ error: Messages.required })
  .min(1, { error: Messages.required })
  .max(100, { error: Messages.maxLength(100) });

/**
 * Change password form (spec section 5). The client sends `oldPassword` as the base64 SHA-1 of the
 * old password (spec section 7); see `passwordDigest` for why the server can check that.
 */
export const changePasswordRequest = z
  .object({
    oldPassword: passwordField,
    newPassword: passwordField.min(8, { error: 'Use at least 8 characters' }),
    newPasswordConfirm: passwordField,
  })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    error: Messages.passwordNotMatch,
    path: ['newPasswordConfirm'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** A new password: 8 to 100 characters with at least one letter and one digit (the form shows the rule as you type). */
export const newPasswordField = z
  .string({ error: Messages.required })
  .min(1, { error: Messages.required })
  .max(100, { error: Messages.maxLength(100) })
  .refine((password) => password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password), {
    error: Messages.weakPassword,
  });

/** POST public/register (issue 16): the reader may sign in at once; a confirmation e-mail follows. */
export const registerRequest = z.object({
  title: z.enum(Title, { error: Messages.invalidEntry }),
  firstName: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(100, { error: Messages.maxLength(100) }),
  lastName: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(100, { error: Messages.maxLength(100) }),
  email: emailField,
  password: newPasswordField,
  acceptTerms: z.literal(true, { error: Messages.acceptTermsRequired }),
  referralUUID: z.uuid({ error: Messages.invalidEntry }).optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** POST reader/updateSocialReaderInfo: what a provider did not give at a reader's first sign-in. */
export const updateSocialReaderInfoRequest = registerRequest.pick({ title: true, firstName: true, lastName: true });
export type UpdateSocialReaderInfoRequest = z.input<typeof updateSocialReaderInfoRequest>;
/** GET public/getOAuthProviders: the providers a reader may sign in with, and where the browser goes to start. */
export type OAuthProvider = { id: string; name: string; authorizeUrl: string };

/** POST public/initiateReaderPasswordReset */
export const passwordResetRequest = z.object({ email: registerRequest.shape.email });
/** POST public/confirmReaderEmail and the token of public/resetReaderPassword: the link's token as the e-mail gave it. */
export const emailLinkToken = z
  .string({ error: Messages.required })
  .min(1, { error: Messages.required })
  .max(300, { error: Messages.maxLength(300) });
export const confirmEmailRequest = z.object({ token: emailLinkToken });
/** POST public/resetReaderPassword */
export const resetPasswordRequest = z
  .object({ token: emailLinkToken, newPassword: newPasswordField, newPasswordConfirm: passwordField })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    error: Messages.passwordNotMatch,
    path: ['newPasswordConfirm'],
  });

/** POST reader/updateReferral: the referral a reader arrived with, recorded once (after an OAuth sign-in). */
export const updateReferralRequest = z.object({ referralUUID: z.uuid({ error: Messages.invalidEntry }) });
/** GET reader/getReaderReferralLink and reader/getCopiedReferralLink. */
export type ReaderReferralLink = { referralUUID: string; referralLink: string; joined: number };

/** POST adminReader/getPagedReaders: 20 a page, newest first; `searchKey` matches names and e-mail. */
export const pagedReadersRequest = pageRequest.extend({
  searchKey: z
    .string()
    .trim()
    .max(200, { error: Messages.maxLength(200) })
    .optional(),
  status: z.enum(UserStatus, { error: Messages.invalidEntry }).optional(),
  /** Only members of this reader group. */
  readerGroupID: entityId.optional(),
});
/** POST adminReader/updateReaderStatus: INACTIVE or BLOCKED signs the reader out everywhere at once. */
export const updateReaderStatusRequest = z.object({
  readerID: entityId,
  status: z.enum(UserStatus, { error: Messages.invalidEntry }),
});

export type AdminReaderRow = {
  readerID: string;
  title: Title | null;
  firstName: string;
  lastName: string;
  email: string;
  status: UserStatus;
  emailConfirmed: boolean;
  /** The reader's plan status, null before any plan. */
  subscriptionStatus: string | null;
  /** On a running free trial (its status reads UNSUBSCRIBED, as a paid plan set not to renew does). */
  onTrial: boolean;
  /** The plan paid for or tried, null before any. */
  pricingPlanID: string | null;
  createdAt: string;
};

/** The logged-in user (spec section 3). */
export type LoggedInUser = {
  user: {
    userType: UserType;
    userName: string;
    firstName: string;
    lastName: string;
    email: string;
    imageURI: string | null;
    userRefID: string;
  };
  privileges: string[];
  hasActiveSubscription: boolean;
  unSubscribedPlan: boolean;
  emailConfirmed: boolean;
  hasPricePlanSubscribed: boolean;
  hasConfirmationLinkExpired: boolean;
  /** The reader's own referral code (their link's key), null until issued (admins: always null). */
  referralUUID: string | null;
};

export type LoginResult = {
  accessToken: string;
  /** Seconds since the epoch at which the access token stops being accepted. */
  accessTokenExpiresAt: number;
  loggedInUser: LoggedInUser;
};

export const userTypeSchema = z.enum(UserType);

const personName = z
  .string({ error: Messages.required })
  .trim()
  .min(1, { error: Messages.required })
  .max(100, { error: Messages.maxLength(100) });

/** POST adminRole/getRoles (designed): every role with how many admin users hold it. */
export const pagedRolesRequest = pageRequest.extend({
  searchKey: z
    .string()
    .trim()
    .max(200, { error: Messages.maxLength(200) })
    .optional(),
});
/** POST adminRole/getRole (designed). */
export const roleIdRequest = z.object({ roleID: entityId });
/** POST adminRole/saveUpdateRole (designed): a new role without `roleID`. Names are unique, case-insensitively. */
export const saveRoleRequest = z.object({
  roleID: entityId.optional(),
  roleName: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(100, { error: Messages.maxLength(100) }),
  privileges: z
    .array(z.string().trim().max(200), { error: Messages.choosePrivilege })
    .min(1, { error: Messages.choosePrivilege })
    .max(500),
});
export type SaveRoleRequest = z.input<typeof saveRoleRequest>;

export type AdminRoleRow = {
  roleID: string;
  roleName: string;
  privileges: string[];
  /** How many admin users hold the role. */
  noOfUsers: number;
  /** The seeded super admin role: every privilege, never edited. */
  builtIn: boolean;
};

/** POST adminUser/getPagedAdminUsers (designed). */
export const pagedAdminUsersRequest = pagedReadersRequest.omit({ readerGroupID: true });
/** POST adminUser/getAdminUser and adminUser/resetAdminUserPassword (designed). */
export const adminUserIdRequest = z.object({ adminUserID: entityId });
/**
 * POST adminUser/saveUpdateAdminUser (designed). A new admin (no `adminUserID`) is sent an e-mail to
 * choose their password; the address is fixed once the account exists.
 */
export const saveAdminUserRequest = z.object({
  adminUserID: entityId.optional(),
  firstName: personName,
  lastName: personName,
  email: emailField,
  roleIDs: z.array(entityId, { error: Messages.chooseRole }).min(1, { error: Messages.chooseRole }).max(50),
});
export type SaveAdminUserRequest = z.input<typeof saveAdminUserRequest>;
/** POST adminUser/updateAdminUserStatus (designed). */
export const updateAdminUserStatusRequest = z.object({
  adminUserID: entityId,
  status: z.enum(UserStatus, { error: Messages.invalidEntry }),
});
/** POST adminReader/resetReaderPassword (designed): sends the reader the reset e-mail. */
export const readerIdRequest = z.object({ readerID: entityId });

export type AdminUserRow = {
  adminUserID: string;
  firstName: string;
  lastName: string;
  email: string;
  status: UserStatus;
  roles: { roleID: string; roleName: string }[];
  /** The seeded super admin: every privilege, always active. */
  superAdmin: boolean;
  createdAt: string;
};

/** POST security/expire-user-cache: the caller's next call reads their account afresh. */
export const expireOwnUserCacheRequest = z.object({});
/** POST adminUser/expireUserCache (designed): the same for these accounts (an admin over admin users or readers). */
export const expireUserCacheRequest = z.object({
  userIDs: z.array(entityId, { error: Messages.invalidEntry }).min(1).max(100),
});
