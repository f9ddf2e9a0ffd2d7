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
  .refine((password) => password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password), { error: Messages.weakPassword });

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
  .refine((form) => form.newPassword === form.newPasswordConfirm, { error: Messages.passwordNotMatch, path: ['newPasswordConfirm'] });

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
});
/** POST adminReader/updateReaderStatus: INACTIVE or BLOCKED signs the reader out everywhere at once. */
export const updateReaderStatusRequest = z.object({ readerID: entityId, status: z.enum(UserStatus, { error: Messages.invalidEntry }) });

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
};

export type LoginResult = {
  accessToken: string;
  /** Seconds since the epoch at which the access token stops being accepted. */
  accessTokenExpiresAt: number;
  loggedInUser: LoggedInUser;
};

export const userTypeSchema = z.enum(UserType);
