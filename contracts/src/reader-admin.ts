import { z } from 'zod';
import { Title, UserStatus } from './enums';
import { emailField, entityId, idListField, pageRequest } from './fields';
import { Messages } from './messages';

/**
 * Admins' readers beyond the list (issue 16): a reader's details, groups and billing address,
 * bulk edits, reader groups, and a reader's page (subscription, study activity, sign-ins).
 * Designed calls in the adminReader/ style.
 */

const text = (max: number) =>
  z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(max, { error: Messages.maxLength(max) });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: Messages.maxLength(max) })
    .optional()
    .transform((value) => (value ? value : undefined));

/** Digits, spaces, brackets, dashes and one leading +, 6 to 20 digits (the spec's 'Not a valid number'). */
export const phoneField = z
  .string()
  .trim()
  .max(30, { error: Messages.maxLength(30) })
  .refine(
    (phone) =>
      phone === '' ||
      (/^\+?[\d\s()-]+$/.test(phone) &&
        (phone.match(/\d/g)?.length ?? 0) >= 6 &&
        (phone.match(/\d/g)?.length ?? 0) <= 20),
    {
      error: Messages.notValidNumber,
    },
  )
  .optional()
  .transform((phone) => (phone ? phone : undefined));

export const billingAddressSchema = z.object({
  addressLine1: text(200),
  addressLine2: optionalText(200),
  city: text(100),
  state: text(100),
  postcode: text(20),
  country: text(100),
});
export type BillingAddress = {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
};

/** POST adminReader/saveUpdateReader: a new reader (no `readerID`) is e-mailed a link to choose a password. */
export const saveReaderRequest = z.object({
  readerID: entityId.optional(),
  title: z.enum(Title, { error: Messages.invalidEntry }),
  firstName: text(100),
  lastName: text(100),
  email: emailField,
  phone: phoneField,
  readerGroupIDs: z
    .array(entityId, { error: Messages.invalidEntry })
    .max(50, { error: Messages.maxValue(50) })
    .default([]),
});
export type SaveReaderRequest = z.input<typeof saveReaderRequest>;

/** POST adminReader/updateReaderBillingAddress: null clears it. */
export const updateBillingAddressRequest = z.object({
  readerID: entityId,
  billingAddress: billingAddressSchema.nullable(),
});

/** POST adminReader/bulkUpdateReaderStatus: the status of up to 200 readers at once (INACTIVE or BLOCKED signs them out). */
export const bulkUpdateReaderStatusRequest = z.object({
  readerIDs: idListField(200),
  status: z.enum(UserStatus, { error: Messages.invalidEntry }),
});
/** POST adminReader/bulkUpdateReaderGroups: groups joined and left by up to 200 readers at once. */
export const bulkUpdateReaderGroupsRequest = z
  .object({
    readerIDs: idListField(200),
    addReaderGroupIDs: z.array(entityId, { error: Messages.invalidEntry }).max(50).default([]),
    removeReaderGroupIDs: z.array(entityId, { error: Messages.invalidEntry }).max(50).default([]),
  })
  .refine((bulk) => bulk.addReaderGroupIDs.length > 0 || bulk.removeReaderGroupIDs.length > 0, {
    error: Messages.nothingToChange,
    path: ['addReaderGroupIDs'],
  });
export type BulkUpdateReadersResult = { updated: number };

/** The reader's page for admins. */
export type AdminReaderDetail = {
  readerID: string;
  title: Title | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  emailConfirmed: boolean;
  readerGroups: { readerGroupID: string; groupName: string }[];
  billingAddress: BillingAddress | null;
  /** The plan held and its status (ReaderPricingPlanStatus), null before any plan. */
  subscriptionStatus: string | null;
  /** On a running free trial (its status reads UNSUBSCRIBED, as a paid plan set not to renew does). */
  onTrial: boolean;
  pricingPlanID: string | null;
  referredBy: { readerID: string; name: string } | null;
  createdAt: string;
};

/** POST adminReader/getReaderLoginHistory: newest first. */
export const readerLoginHistoryRequest = pageRequest.extend({ readerID: entityId });
/** How the session began: a password sign-in, a provider's, or a return with a kept session (security/report-user-login). */
export const LoginMethod = ['PASSWORD', 'OAUTH', 'RETURN'] as const;
export type LoginMethod = (typeof LoginMethod)[number];
export type UserLoginRow = {
  at: string;
  method: LoginMethod;
  provider: string | null;
  ipAddress: string | null;
  userAgent: string | null;
};

/** POST security/report-user-login: the web app says it started with a kept session. */
export const reportUserLoginRequest = z.object({});

/** Reader groups: adminReaderGroup/getPagedReaderGroups, getReaderGroup, saveUpdateReaderGroup (designed). */
export const pagedReaderGroupsRequest = pageRequest.extend({ searchKey: z.string().trim().max(200).optional() });
export const readerGroupIdRequest = z.object({ readerGroupID: entityId });
export const saveReaderGroupRequest = z.object({
  readerGroupID: entityId.optional(),
  groupName: text(100),
  description: z
    .string()
    .trim()
    .max(500, { error: Messages.maxLength(500) })
    .default(''),
});
export type SaveReaderGroupRequest = z.input<typeof saveReaderGroupRequest>;
export type ReaderGroupRow = {
  readerGroupID: string;
  groupName: string;
  description: string;
  noOfMembers: number;
  createdAt: string;
};
