/**
 * Every HTTP call under /api (spec section 7). Unprefixed calls take their section's prefix:
 * Public -> public/, Reader -> reader/, admin chapter menu, AKT, KFP, MSQ -> adminChapter/.
 * Paths the spec marks "not shown" are designed here in the same style and flagged `designed`.
 * Not every path is served yet; the rest are the map later issues fill in.
 */
export const API_PREFIX = '/api';

export const ApiPaths = {
  auth: {
    login: 'auth/login',
    logout: 'auth/logout', // designed
    refreshUser: 'security/refresh-user',
    currentUser: 'security/current-user', // designed
    reportUserLogin: 'security/report-user-login',
    expireUserCache: 'security/expire-user-cache',
    changeAdminUserPassword: 'adminUser/changeAdminUserPassword',
    /** The header menu's Change Password for readers (spec section 4); the spec shows only the admin call. */
    changeReaderPassword: 'reader/changeReaderPassword', // designed
    updateSocialReaderInfo: 'reader/updateSocialReaderInfo',
    initiateReaderPasswordReset: 'public/initiateReaderPasswordReset',
    register: 'public/register',
    confirmReaderEmail: 'public/confirmReaderEmail', // designed
    resetReaderPassword: 'public/resetReaderPassword', // designed
    resendConfirmationEmail: 'reader/resendConfirmationEmail', // designed
    updateReferral: 'reader/updateReferral', // designed
    /** OpenID Connect sign-in (issue 16): the browser goes to authorize, the provider sends it back to callback. */
    oauthAuthorize: 'oauth2/authorize/:provider', // designed
    oauthCallback: 'oauth2/callback/:provider', // designed
    getOAuthProviders: 'public/getOAuthProviders', // designed
  },
  public: {
    getApplicationProperties: 'public/getApplicationProperties',
    getSystemParameters: 'public/getSystemParameters',
    getPrimaryIndex: 'public/getPrimaryIndex',
    getSecondaryIndex: 'public/getSecondaryIndex',
    getNotesPublic: 'public/getNotesPublic',
    getNotePublic: 'public/getNotePublic',
    getFreeContentPDF: 'public/getFreeContentPDF',
    searchNotePublic: 'public/searchNotePublic',
    saveContactUs: 'public/saveContactUs',
    getTestimonialList: 'public/getTestimonialList',
    getStatisticsImageURI: 'public/getStatisticsImageURI',
    getReaderWebinarsPublic: 'public/getReaderWebinarsPublic',
    getNextWebinarsPublic: 'public/getNextWebinarsPublic',
    getWebinarDetails: 'public/getWebinarDetails',
    getWebinarCategoriesPublic: 'public/getWebinarCategoriesPublic', // designed
    getReaderKFPCaseTopics: 'public/getReaderKFPCaseTopics',
    getAllPricingPlans: 'public/getAllPricingPlans',
    getPricingTerms: 'public/getPricingTerms', // designed
    getLegalPage: 'public/getLegalPage', // designed (issue 28)
    getExternalPayment: 'public/getExternalPayment', // designed
    initiateExternalPayment: 'public/initiateExternalPayment', // designed
  },
  reader: {
    reportContentProblem: 'reader/reportContentProblem', // designed (issue 29)
    getMyContentReports: 'reader/getMyContentReports', // designed (issue 29)
    getContentSources: 'reader/getContentSources', // designed (issue 29)
    getReviewQueue: 'reader/getReviewQueue', // designed (issue 29)
    gradeReviewCard: 'reader/gradeReviewCard', // designed (issue 29)
    addReviewCard: 'reader/addReviewCard', // designed (issue 29)
    startReviewSession: 'reader/startReviewSession', // designed (issue 29)
    getReviewSummary: 'reader/getReviewSummary', // designed (issue 29)
    getReviewForecast: 'reader/getReviewForecast', // designed (issue 29)
    saveReviewSettings: 'reader/saveReviewSettings', // designed (issue 29)
    getExamPlan: 'reader/getExamPlan', // designed (issue 29)
    saveExamPlan: 'reader/saveExamPlan', // designed (issue 29)
    getDayPlan: 'reader/getDayPlan', // designed (issue 29)
    getExamSittings: 'reader/getExamSittings', // designed (issue 29)
    getRegisteredUserPrimaryIndex: 'reader/getRegisteredUserPrimaryIndex',
    getRegisteredUserSecondaryIndex: 'reader/getRegisteredUserSecondaryIndex',
    getRegisteredReadingSectionLessonNotes: 'reader/getRegisteredReadingSectionLessonNotes',
    getRegisteredReadingSectionNote: 'reader/getRegisteredReadingSectionNote',
    getRegisteredReadingNoteResourcePDF: 'reader/getRegisteredReadingNoteResourcePDF',
    searchNote: 'reader/searchNote',
    addTopicToChapter: 'reader/addTopicToChapter',
    updateTopicOfChapter: 'reader/updateTopicOfChapter',
    addLessonToTopic: 'reader/addLessonToTopic',
    updateLessonOfTopic: 'reader/updateLessonOfTopic',
    loadReaderTopic: 'reader/loadReaderTopic',
    updateLessonReading: 'reader/updateLessonReading',
    updateReaderLessonBookMark: 'reader/updateReaderLessonBookMark',
    moveTopicFromChapter: 'reader/moveTopicFromChapter',
    deleteMyOwnTopic: 'reader/deleteMyOwnTopic/:id',
    deleteMyOwnLessson: 'reader/deleteMyOwnLessson/:id',
    addReaderNoteAnnotation: 'reader/addReaderNoteAnnotation',
    updateReaderNoteAnnotation: 'reader/updateReaderNoteAnnotation',
    getReaderNoteAnnotations: 'reader/getReaderNoteAnnotations',
    getLessonAnnotations: 'reader/getLessonAnnotations', // designed
    getPagedBookMarksByReaderID: 'reader/getPagedBookMarksByReaderID',
    getPagedReaderNotesByReaderID: 'reader/getPagedReaderNotesByReaderID',
    getPagedReaderReadsByReaderID: 'reader/getPagedReaderReadsByReaderID',
    getPagedReaderDeletedNotesByReaderID: 'reader/getPagedReaderDeletedNotesByReaderID',
    addNoteToLesson: 'reader/addNoteToLesson',
    updateNoteOfLesson: 'reader/updateNoteOfLesson',
    updateNoteStatus: 'reader/updateNoteStatus',
    deleteNoteFromTrash: 'reader/deleteNoteFromTrash',
    restoreNoteFromTrash: 'reader/restoreNoteFromTrash',
    uploadNotePdf: 'reader/uploadNotePdf',
    getReaderWebinars: 'reader/getReaderWebinars',
    getReaderNextWebinars: 'reader/getReaderNextWebinars',
    getReaderWebinar: 'reader/getReaderWebinar',
    getReaderWebinarResourcePDF: 'reader/getReaderWebinarResourcePDF', // designed
    getReaderActiveKFPCasesForTopic: 'reader/getReaderActiveKFPCasesForTopic',
    getReaderKFPDetails: 'reader/getReaderKFPDetails',
    startKFPAttempt: 'reader/startKFPAttempt', // designed
    submitKFPAnswer: 'reader/submitKFPAnswer', // designed
    markKFPAnswer: 'reader/markKFPAnswer', // designed
    getKFPAttempt: 'reader/getKFPAttempt', // designed
    getUpgradablePackages: 'reader/get-upgradable-packages',
    initiatePayment: 'reader/initiatePayment',
    confirmSubscription: 'reader/confirmSubscription',
    readerSubscriptionPaymentError: 'reader/readerSubscriptionPaymentError',
    initiateUpgradePayment: 'reader/initiateUpgradePayment',
    confirmUpgradePayment: 'reader/confirmUpgradePayment',
    getReaderSubscriptionDetails: 'reader/getReaderSubscriptionDetails',
    getReaderPaymentDetails: 'reader/getReaderPaymentDetails',
    getPaymentReceipt: 'reader/getPaymentReceipt', // designed
    createExternalPaymentLink: 'reader/createExternalPaymentLink', // designed
    unsubscribeReaderPricingPlans: 'reader/unsubscribeReaderPricingPlans',
    activateUnsubscription: 'reader/activateUnsubscription',
    getPagedNotificationsByReaderID: 'notification/getPagedNotificationsByReaderID',
    updateReaderNotificationStatus: 'notification/updateReaderNotificationStatus/:id',
    createReaderAKTSession: 'reader/createReaderAKTSession',
    getAKTQuestionByID: 'reader/getAKTQuestionByID',
    getAKTSessionQuestion: 'reader/getAKTSessionQuestion',
    submitAktAnswer: 'reader/submitAktAnswer',
    getFacedTotalAKTQuestionCount: 'reader/getFacedTotalAKTQuestionCount',
    getPagedAKTSession: 'reader/getPagedAKTSession',
    getAKTSession: 'reader/getAKTSession',
    endAKTSession: 'reader/endAKTSession', // designed
    getAKTPracticeTopics: 'reader/getAKTPracticeTopics', // designed
    flagAKTQuestion: 'reader/flagAKTQuestion', // designed
    strikeAKTAnswer: 'reader/strikeAKTAnswer', // designed
    createReaderMSQSession: 'reader/createReaderMSQSession', // designed
    getMSQSessionQuestion: 'reader/getMSQSessionQuestion', // designed
    getMSQQuestionByID: 'reader/getMSQQuestionByID', // designed
    submitMsqAnswer: 'reader/submitMsqAnswer', // designed
    flagMSQQuestion: 'reader/flagMSQQuestion', // designed
    strikeMSQAnswer: 'reader/strikeMSQAnswer', // designed
    endMSQSession: 'reader/endMSQSession', // designed
    getMSQSession: 'reader/getMSQSession', // designed
    getPagedMSQSession: 'reader/getPagedMSQSession', // designed
    getMSQPracticeTopics: 'reader/getMSQPracticeTopics', // designed
    getFacedTotalMSQQuestionCount: 'reader/getFacedTotalMSQQuestionCount', // designed
    getReaderReferralLink: 'reader/getReaderReferralLink',
    getCopiedReferralLink: 'reader/getCopiedReferralLink',
    getReaderReadiness: 'reader/getReaderReadiness', // designed
    getReaderMockExams: 'reader/getReaderMockExams', // designed
    startMockExamAttempt: 'reader/startMockExamAttempt', // designed
    getMockExamAttempt: 'reader/getMockExamAttempt', // designed
    getMockExamAttemptQuestion: 'reader/getMockExamAttemptQuestion', // designed
    saveMockExamAnswer: 'reader/saveMockExamAnswer', // designed
    flagMockExamQuestion: 'reader/flagMockExamQuestion', // designed
    strikeMockExamAnswer: 'reader/strikeMockExamAnswer', // designed
    submitMockExamAttempt: 'reader/submitMockExamAttempt', // designed
    getMockExamAttemptResult: 'reader/getMockExamAttemptResult', // designed
    getPracticeQuestionPeerStats: 'reader/getPracticeQuestionPeerStats', // designed
  },
  adminChapter: {
    getChapterMenu: 'adminChapter/getChapterMenu',
    getTopicMenu: 'adminChapter/getTopicMenu',
    saveUpdateChapterGroup: 'adminChapter/saveUpdateChapterGroup', // designed
    saveUpdateChapter: 'adminChapter/saveUpdateChapter', // designed
    saveUpdateTopic: 'adminChapter/saveUpdateTopic', // designed
    updateChapterGroupStatus: 'adminChapter/updateChapterGroupStatus', // designed
    updateChapterStatus: 'adminChapter/updateChapterStatus', // designed
    updateTopicStatus: 'adminChapter/updateTopicStatus', // designed
    updateChapterGroupDisplayOrder: 'adminChapter/updateChapterGroupDisplayOrder', // designed
    updateChapterDisplayOrder: 'adminChapter/updateChapterDisplayOrder', // designed
    updateTopicDisplayOrder: 'adminChapter/updateTopicDisplayOrder', // designed
    moveTopic: 'adminChapter/moveTopic', // designed
    getTopicLessons: 'adminChapter/getTopicLessons', // designed
    getLessonNotes: 'adminChapter/getLessonNotes', // designed
    saveUpdateLesson: 'adminChapter/saveUpdateLesson', // designed
    updateLessonStatus: 'adminChapter/updateLessonStatus', // designed
    publishLesson: 'adminChapter/publishLesson', // designed
    draftLesson: 'adminChapter/draftLesson', // designed
    updateLessonDisplayOrder: 'adminChapter/updateLessonDisplayOrder', // designed
    moveLesson: 'adminChapter/moveLesson', // designed
    saveUpdateNote: 'adminChapter/saveUpdateNote', // designed
    updateNoteStatus: 'adminChapter/updateNoteStatus', // designed
    publishNote: 'adminChapter/publishNote', // designed
    draftNote: 'adminChapter/draftNote', // designed
    updateNoteDisplayOrder: 'adminChapter/updateNoteDisplayOrder', // designed
    moveNote: 'adminChapter/moveNote', // designed
    getAKTQuestionList: 'adminChapter/getAKTQuestionList/:topicID',
    getAKTQuestionByID: 'adminChapter/getAKTQuestionByID/:id',
    saveUpdateAKTMOQuestion: 'adminChapter/saveUpdateAKTMOQuestion',
    saveUpdateAKTEMAnswerList: 'adminChapter/saveUpdateAKTEMAnswerList',
    saveUpdateAKTEMQuestion: 'adminChapter/saveUpdateAKTEMQuestion',
    removeAKTQuestion: 'adminChapter/removeAKTQuestion',
    removeAKTEMQuestion: 'adminChapter/removeAKTEMQuestion',
    getAKTMockQuestionCount: 'adminChapter/getAKTMockQuestionCount',
    getAllActiveKFPCasesForTopic: 'adminChapter/getAllActiveKFPCasesForTopic/:topicID',
    getKFPCaseDTO: 'adminChapter/getKFPCaseDTO/:kfpCaseID',
    saveUpdateKFPCase: 'adminChapter/saveUpdateKFPCase',
    saveUpdateKFPCaseQuestion: 'adminChapter/saveUpdateKFPCaseQuestion',
    removeKFPCase: 'adminChapter/removeKFPCase',
    removeKFPCaseQuestion: 'adminChapter/removeKFPCaseQuestion',
    updateKFPCaseDisplayOrder: 'adminChapter/updateKFPCaseDisplayOrder',
    updateKFPCaseQuestionDisplayOrder: 'adminChapter/updateKFPCaseQuestionDisplayOrder',
    getMSQQuestionList: 'adminChapter/getMSQQuestionList',
    getAllMSQQuestions: 'adminChapter/get-all-MSQ-questions/:topicID',
    getMSQQuestionByID: 'adminChapter/getMSQQuestionByID',
    getMSQQuestionById: 'adminChapter/get-MSQ-question-by-id/:id',
    saveUpdateMSQMOQuestion: 'adminChapter/saveUpdateMSQMOQuestion',
    saveUpdateMSQEMAnswerList: 'adminChapter/saveUpdateMSQEMAnswerList',
    saveUpdateMSQEMQuestion: 'adminChapter/saveUpdateMSQEMQuestion',
    removeMSQQuestion: 'adminChapter/removeMSQQuestion',
    removeMSQEMQuestion: 'adminChapter/removeMSQEMQuestion',
    getMSQMockQuestionCount: 'adminChapter/getMSQMockQuestionCount',
  },
  /** Admin pricing calls are "not shown" in the spec: designed in the adminChapter style. */
  adminPricing: {
    getPricingPlans: 'adminPricing/getPricingPlans', // designed
    getPricingPlan: 'adminPricing/getPricingPlan', // designed
    saveUpdatePricingPlan: 'adminPricing/saveUpdatePricingPlan', // designed
    updatePricingPlanStatus: 'adminPricing/updatePricingPlanStatus', // designed
    getPricingCategories: 'adminPricing/getPricingCategories', // designed
    getPricingCategory: 'adminPricing/getPricingCategory', // designed
    saveUpdatePricingCategory: 'adminPricing/saveUpdatePricingCategory', // designed
    updatePricingCategoryStatus: 'adminPricing/updatePricingCategoryStatus', // designed
    updatePricingCategoryDisplayOrder: 'adminPricing/updatePricingCategoryDisplayOrder', // designed
    getPricingTerms: 'adminPricing/getPricingTerms', // designed
    getPricingTerm: 'adminPricing/getPricingTerm', // designed
    saveUpdatePricingTerm: 'adminPricing/saveUpdatePricingTerm', // designed
    updatePricingTermStatus: 'adminPricing/updatePricingTermStatus', // designed
    updatePricingTermDisplayOrder: 'adminPricing/updatePricingTermDisplayOrder', // designed
  },
  /** Admin reader calls are "not shown" in the spec: designed in the adminX/ style (issue 16). */
  adminReader: {
    getPagedReaders: 'adminReader/getPagedReaders', // designed
    updateReaderStatus: 'adminReader/updateReaderStatus', // designed
    resetReaderPassword: 'adminReader/resetReaderPassword', // designed
    getReader: 'adminReader/getReader', // designed
    saveUpdateReader: 'adminReader/saveUpdateReader', // designed
    updateReaderBillingAddress: 'adminReader/updateReaderBillingAddress', // designed
    bulkUpdateReaderStatus: 'adminReader/bulkUpdateReaderStatus', // designed
    bulkUpdateReaderGroups: 'adminReader/bulkUpdateReaderGroups', // designed
    getReaderLoginHistory: 'adminReader/getReaderLoginHistory', // designed
    getReaderReadiness: 'adminReader/getReaderReadiness', // designed
    createExternalPaymentLink: 'adminReader/createExternalPaymentLink', // designed
    getReaderPayments: 'adminReader/getReaderPayments', // designed
    refundReaderPayment: 'adminReader/refundReaderPayment', // designed
  },
  /** Admin role calls are "not shown" in the spec: designed in the adminX/ style (issue 16). */
  adminRole: {
    getRoles: 'adminRole/getRoles', // designed
    getRole: 'adminRole/getRole', // designed
    saveUpdateRole: 'adminRole/saveUpdateRole', // designed
  },
  /** Admin user calls besides changeAdminUserPassword are "not shown" in the spec: designed (issue 16). */
  adminUser: {
    getPagedAdminUsers: 'adminUser/getPagedAdminUsers', // designed
    getAdminUser: 'adminUser/getAdminUser', // designed
    saveUpdateAdminUser: 'adminUser/saveUpdateAdminUser', // designed
    updateAdminUserStatus: 'adminUser/updateAdminUserStatus', // designed
    resetAdminUserPassword: 'adminUser/resetAdminUserPassword', // designed
    expireUserCache: 'adminUser/expireUserCache', // designed
  },
  /** Reader groups: "not shown" in the spec; designed in the adminX/ style (issue 16). */
  adminReaderGroup: {
    getPagedReaderGroups: 'adminReaderGroup/getPagedReaderGroups', // designed
    getReaderGroup: 'adminReaderGroup/getReaderGroup', // designed
    saveUpdateReaderGroup: 'adminReaderGroup/saveUpdateReaderGroup', // designed
  },
  /** Admin mock exam calls are "not shown" in the spec: designed in the adminChapter style. */
  adminMockExam: {
    getPagedMockExams: 'adminMockExam/getPagedMockExams', // designed
    getMockExam: 'adminMockExam/getMockExam', // designed
    saveUpdateMockExam: 'adminMockExam/saveUpdateMockExam', // designed
    updateMockExamStatus: 'adminMockExam/updateMockExamStatus', // designed
    deleteMockExam: 'adminMockExam/deleteMockExam', // designed
    getMockExamResults: 'adminMockExam/getMockExamResults', // designed
    exportMockExamResults: 'adminMockExam/exportMockExamResults', // designed
    getMockExamQuestionPool: 'adminMockExam/getMockExamQuestionPool', // designed
  },
  /** Admin webinar calls are "not shown" in the spec: designed in the adminX/ style (issue 26). */
  adminWebinar: {
    getWebinarCategories: 'adminWebinar/getWebinarCategories', // designed
    saveUpdateWebinarCategory: 'adminWebinar/saveUpdateWebinarCategory', // designed
    updateWebinarCategoryStatus: 'adminWebinar/updateWebinarCategoryStatus', // designed
    getPagedWebinars: 'adminWebinar/getPagedWebinars', // designed
    getWebinarByID: 'adminWebinar/getWebinarByID', // designed
    saveUpdateWebinar: 'adminWebinar/saveUpdateWebinar', // designed
    updateWebinarStatus: 'adminWebinar/updateWebinarStatus', // designed
    /** The PDF itself as the raw body, `?webinarID=…&fileName=…&title=…`. */
    uploadWebinarResourcePDF: 'adminWebinar/uploadWebinarResourcePDF', // designed
    removeWebinarResource: 'adminWebinar/removeWebinarResource', // designed
    getWebinarResourcePDF: 'adminWebinar/getWebinarResourcePDF', // designed
  },
  /** The Webinar Schedule (/admin/calendar): webinars and mock exams by Sydney month; designed (issues 26, 27). */
  adminSchedule: {
    getScheduleMonth: 'adminSchedule/getScheduleMonth', // designed
  },
  /** The audit trail (/admin/audit): read-only, the admin type only (spec section 6); designed (issue 27). */
  adminAudit: {
    getPagedAuditEntries: 'adminAudit/getPagedAuditEntries', // designed
    exportAuditEntries: 'adminAudit/exportAuditEntries', // designed
    getAuditActors: 'adminAudit/getAuditActors', // designed
  },
  /** Admin notification calls are "not shown" in the spec: designed in the adminX/ style (issue 26). */
  adminNotification: {
    saveUpdateNotification: 'adminNotification/saveUpdateNotification', // designed
    getPagedNotifications: 'adminNotification/getPagedNotifications', // designed
    getNotificationByID: 'adminNotification/getNotificationByID/:id', // designed
    withdrawNotification: 'adminNotification/withdrawNotification', // designed
  },
  /** Liveness and the projections' lag for operators (not in the spec). */
  health: {
    status: 'health', // designed
    projections: 'health/projections', // designed
    ready: 'health/ready', // designed
  },
  /** Admin contact-us calls are "not shown" in the spec: designed in the same style. */
  /** The payment provider's calls to us, and the sandbox provider's hosted page (issue 17). */
  webhooks: {
    payments: 'webhooks/payments', // designed
  },
  sandbox: {
    checkout: 'sandbox/checkout/:providerPaymentID', // designed
  },
  /** Reports and the dashboard (/admin/report, /admin/dashboard): admin type only; designed (issue 27). */
  adminReport: {
    getReport: 'adminReport/getReport', // designed
    getDashboard: 'adminReport/getDashboard', // designed
  },
  adminContactUs: {
    getPagedContactMessages: 'adminContactUs/getPagedContactMessages', // designed
    acknowledgeContactMessage: 'adminContactUs/acknowledgeContactMessage', // designed
  },
  /** Site content (issue 27): testimonials, the statistics image and SEO; saveUpdateSeo is the issue's, the rest designed. */
  adminTestimonial: {
    getTestimonials: 'adminTestimonial/getTestimonials', // designed
    getTestimonialByID: 'adminTestimonial/getTestimonialByID', // designed
    saveUpdateTestimonial: 'adminTestimonial/saveUpdateTestimonial', // designed
    uploadTestimonialPhoto: 'adminTestimonial/uploadTestimonialPhoto', // designed
  },
  adminStatistics: {
    getStatisticsImage: 'adminStatistics/getStatisticsImage', // designed
    uploadStatisticsImage: 'adminStatistics/uploadStatisticsImage', // designed
  },
  adminSeo: {
    getSeoPages: 'adminSeo/getSeoPages', // designed
    saveUpdateSeo: 'adminSeo/saveUpdateSeo',
  },
  /** The footer's terms and privacy pages (issue 28): SEO view reads them, SEO add/edit saves them. */
  adminSiteContent: {
    getLegalPages: 'adminSiteContent/getLegalPages', // designed
    saveLegalPage: 'adminSiteContent/saveLegalPage', // designed
  },
  /** The RACGP exam sittings admins keep (issue 29): the reader's exam plan offers the upcoming ones. */
  adminReview: {
    getExamSittings: 'adminReview/getExamSittings', // designed (issue 29)
    saveExamSitting: 'adminReview/saveExamSitting', // designed (issue 29)
    removeExamSitting: 'adminReview/removeExamSitting', // designed (issue 29)
  },
  /** Error reports (issue 29): the admins' triage queue at /admin/content-reports. */
  adminContentReport: {
    getPagedContentReports: 'adminContentReport/getPagedContentReports', // designed
    answerContentReport: 'adminContentReport/answerContentReport', // designed
    getContentNeedingReview: 'adminContentReport/getContentNeedingReview', // designed (issue 29)
  },
} as const;

/** Fills a path's `:name` parameters, e.g. fillPath('reader/deleteMyOwnTopic/:id', { id }) -> 'reader/deleteMyOwnTopic/<id>'. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Builds the URL the browser calls, e.g. apiUrl(ApiPaths.auth.login) -> '/api/auth/login'. */
export function apiUrl(path: string, params: Record<string, string> = {}): string {
  return `${API_PREFIX}/${fillPath(path, params)}`;
}
