/** Enumerations of spec section 3. */
export const UserType = ['ADMIN', 'READER'] as const;
export type UserType = (typeof UserType)[number];

export const UserStatus = ['ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
export type UserStatus = (typeof UserStatus)[number];

export const Title = ['DR', 'MR', 'MS', 'MRS'] as const;
export type Title = (typeof Title)[number];

/** Content status used for chapter groups, chapters, topics, lessons, notes and questions. */
export const ContentStatus = ['ACT', 'INA'] as const;
export type ContentStatus = (typeof ContentStatus)[number];

/** Who made a chapter, topic, lesson or note. */
export const ContentType = ['AUTHOR', 'READER'] as const;
export type ContentType = (typeof ContentType)[number];

export const LessonReading = ['FIRST', 'SECOND', 'THIRD_READING'] as const;
export const ReaderPricingPlanStatus = ['ACTIVE', 'INACTIVE', 'INITIATED', 'UNSUBSCRIBED'] as const;
export type ReaderPricingPlanStatus = (typeof ReaderPricingPlanStatus)[number];
export const PlanPeriodUnit = ['DAY', 'MONTH', 'HOUR', 'MINUTE'] as const;
export type PlanPeriodUnit = (typeof PlanPeriodUnit)[number];
export const NotificationType = ['WEBINAR', 'TOPIC'] as const;
export const PublishingType = ['ALL', 'SELECTED'] as const;
export const ReaderNotificationStatus = ['NEW', 'READ', 'INA'] as const;
export const MockExamType = ['MSQ', 'AKT'] as const;
export type MockExamType = (typeof MockExamType)[number];
export const MockExamStatus = ['DRAFT', 'ACTIVE', 'CANCEL'] as const;
export type MockExamStatus = (typeof MockExamStatus)[number];
export const PaymentType = ['CARD', 'AFTERPAY_CLEARPAY'] as const;
export type PaymentType = (typeof PaymentType)[number];
export const AktAnswerStatus = ['CORRECT', 'INCORRECT', 'NOT_COMPLETED'] as const;
export type AktAnswerStatus = (typeof AktAnswerStatus)[number];
export const KfpAnswerType = ['MULTIPLE_CHOICE', 'TEXT'] as const;
export const ResourceType = ['PDF'] as const;
export const WebinarCategoryType = ['CCE', 'AKT'] as const;
export const WeekdayCode = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
