import { z } from 'zod';
import { UserType } from './enums';
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
