import {
  ALL_PRIVILEGES,
  type ApplicationProperties,
  type ChapterGroupMenuItem,
  type ChapterMenuResult,
  type LoggedInUser,
  type LoginResult,
  type PrimaryIndexResult,
  type RegisteredPrimaryIndexResult,
  type UserType,
} from '@notebook/contracts';
import { ok } from './fake-api';

export const endpoints = {
  applicationProperties: 'GET /api/public/getApplicationProperties',
  refresh: 'POST /api/security/refresh-user',
  login: 'POST /api/auth/login',
  logout: 'POST /api/auth/logout',
  currentUser: 'GET /api/security/current-user',
  changePassword: 'POST /api/adminUser/changeAdminUserPassword',
  changeReaderPassword: 'POST /api/reader/changeReaderPassword',
  chapterMenu: 'POST /api/adminChapter/getChapterMenu',
  saveChapterGroup: 'POST /api/adminChapter/saveUpdateChapterGroup',
  saveChapter: 'POST /api/adminChapter/saveUpdateChapter',
  saveTopic: 'POST /api/adminChapter/saveUpdateTopic',
  chapterStatus: 'POST /api/adminChapter/updateChapterStatus',
  chapterOrder: 'POST /api/adminChapter/updateChapterDisplayOrder',
  primaryIndex: 'GET /api/public/getPrimaryIndex',
} as const;

export function makeUser(
  userType: UserType,
  privileges: readonly string[] = [],
  overrides: Partial<LoggedInUser> = {},
): LoggedInUser {
  return {
    user: {
      userType,
      userName: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      imageURI: null,
      userRefID: '0190a3b4-0000-7000-8000-000000000001',
    },
    privileges: [...privileges],
    hasActiveSubscription: false,
    unSubscribedPlan: false,
    emailConfirmed: true,
    hasPricePlanSubscribed: false,
    hasConfirmationLinkExpired: false,
    referralUUID: null,
    ...overrides,
  };
}

export const superAdmin = () => makeUser('ADMIN', ALL_PRIVILEGES);

export function loginResult(user: LoggedInUser, accessToken = 'access-token-1'): LoginResult {
  return { accessToken, accessTokenExpiresAt: Math.floor(Date.now() / 1000) + 900, loggedInUser: user };
}

/** The session refresh every page load makes, answered for `user` (a super admin unless given). */
export const signedInAs = (user: LoggedInUser = superAdmin()) => ({ [endpoints.refresh]: ok(loginResult(user)) });

/** A subscribed reader signed in, with an empty notes index: the calls every reader page makes first. */
export function subscribedReader() {
  const emptyIndex: RegisteredPrimaryIndexResult = { chapters: [] };
  return {
    ...signedInAs(makeUser('READER', [], { hasActiveSubscription: true })),
    'GET /api/reader/getRegisteredUserPrimaryIndex': ok(emptyIndex),
  };
}

export const ids = {
  group: '0190a3b4-0000-7000-8000-0000000000a1',
  cardiology: '0190a3b4-0000-7000-8000-0000000000c1',
  respiratory: '0190a3b4-0000-7000-8000-0000000000c2',
  heartFailure: '0190a3b4-0000-7000-8000-0000000000f1',
  /** Heart failure's Diagnosis lesson, the one the notes tests open. */
  diagnosisLesson: '0190a3b4-0000-7000-8000-0000000001a1',
} as const;

export function clinicalMedicineGroup(): ChapterGroupMenuItem {
  return {
    chapterGroupID: ids.group,
    chapterGroupName: 'Clinical medicine',
    status: 'ACT',
    displayOrder: 1,
    chapters: [
      {
        chapterID: ids.cardiology,
        chapterGroupID: ids.group,
        chapterName: 'Cardiology',
        status: 'ACT',
        displayOrder: 1,
        topicStart: 1,
        topicEnd: 1,
        topics: [
          {
            topicID: ids.heartFailure,
            topicName: 'Heart failure',
            chapterID: ids.cardiology,
            status: 'ACT',
            topicType: 'AUTHOR',
            freeContent: true,
            index: 1,
            displayOrder: 1,
          },
        ],
      },
      {
        chapterID: ids.respiratory,
        chapterGroupID: ids.group,
        chapterName: 'Respiratory',
        status: 'INA',
        displayOrder: 2,
        topicStart: null,
        topicEnd: null,
        topics: [],
      },
    ],
  };
}

export const chapterMenu = (groups: ChapterGroupMenuItem[] = [clinicalMedicineGroup()]): ChapterMenuResult => ({
  chapterGroups: groups,
});

/** Cardiology (in Clinical medicine) as an index lists it: its course topics numbered 1 to `topicEnd`. */
export const cardiologyIndexChapter = <Topic>(topics: Topic[], topicEnd: number) => ({
  chapterID: ids.cardiology,
  chapterName: 'Cardiology',
  chapterGroupID: ids.group,
  chapterGroupName: 'Clinical medicine',
  topicStart: 1,
  topicEnd,
  topics,
});

export const primaryIndex = (): PrimaryIndexResult => ({
  chapters: [
    cardiologyIndexChapter(
      [{ topicID: ids.heartFailure, topicName: 'Heart failure', index: 1, freeContent: true, topicType: 'AUTHOR' }],
      1,
    ),
  ],
});

/** GET public/getApplicationProperties as the server answers by default, with any field changed. */
export const applicationProperties = (overrides: Partial<ApplicationProperties> = {}): ApplicationProperties => ({
  imageUploadBaseURL: '/uploads/images/',
  externalLogoURL: null,
  facebookPageURL: null,
  notebookBaseURL: null,
  afterPayEnabled: 'N',
  stripePublishableKey: null,
  aktAnswerOptions: 15,
  msqAnswerOptions: 24,
  supportEmail: 'help@notebook.example',
  supportPhone: '+61 2 9000 0000',
  ...overrides,
});
