import { ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { contentReportDecider } from './reports/content-report.decider';
import type { ContentProblemReported, ContentReportEvent } from './reports/content-report.events';

const contentReportID = '0190a0b0-0000-7000-8000-000000000001';
const readerID = '0190a0b0-0000-7000-8000-000000000002';
const data: ContentProblemReported['data'] = {
  contentReportID,
  readerID,
  contentType: 'AKT',
  contentID: '0190a0b0-0000-7000-8000-000000000003',
  contentName: 'Asthma: first-line preventer',
  topicID: '0190a0b0-0000-7000-8000-000000000004',
  lessonID: null,
  reason: 'OUTDATED_GUIDELINE',
  text: 'The 2025 asthma handbook changed the first-line preventer.',
};
const reported: ContentReportEvent = { type: 'ContentProblemReported', data };
const answered = (status: 'ACCEPTED' | 'FIXED' | 'REJECTED', reply: string | null = null): ContentReportEvent => ({
  type: 'ContentReportAnswered',
  data: { contentReportID, readerID, status, reply, contentName: data.contentName, topicID: data.topicID },
});
const answer = (status: 'ACCEPTED' | 'FIXED' | 'REJECTED', reply: string | null = null) =>
  ({ type: 'AnswerContentReport', data: { contentReportID, status, reply } }) as const;

describe('content report', () => {
  test('given no report, when a reader reports a problem, then ContentProblemReported is recorded', () => {
    given(contentReportDecider).when({ type: 'ReportContentProblem', data }).then([reported]);
  });

  test('given the report, when the same id arrives again, then nothing happens', () => {
    given(contentReportDecider, [reported]).when({ type: 'ReportContentProblem', data }).thenNothingHappened();
  });

  test('given no report, when an admin answers it, then it is not found', () => {
    given(contentReportDecider).when(answer('ACCEPTED')).thenThrows(NotFoundError);
  });

  test('given a new report, when it is accepted and then fixed with a reply, then both are recorded with the reader', () => {
    given(contentReportDecider, [reported])
      .when(answer('ACCEPTED'))
      .then([answered('ACCEPTED')]);
    given(contentReportDecider, [reported, answered('ACCEPTED')])
      .when(answer('FIXED', 'Updated to the 2025 handbook.'))
      .then([answered('FIXED', 'Updated to the 2025 handbook.')]);
  });

  test('given a new report, when it is fixed without being accepted, then it is refused (409)', () => {
    given(contentReportDecider, [reported])
      .when(answer('FIXED'))
      .thenThrows(ConflictError, 'A new report cannot become fixed');
  });

  test('given a report, when it is rejected without a reply, then the reply is required (400)', () => {
    given(contentReportDecider, [reported])
      .when(answer('REJECTED', '  '))
      .thenThrows(ValidationError, 'A reply is required to reject a report');
  });

  test('given a new or accepted report, when it is rejected with a reply, then it is recorded', () => {
    given(contentReportDecider, [reported])
      .when(answer('REJECTED', 'The answer is right.'))
      .then([answered('REJECTED', 'The answer is right.')]);
    given(contentReportDecider, [reported, answered('ACCEPTED')])
      .when(answer('REJECTED', 'On checking, it is right.'))
      .then([answered('REJECTED', 'On checking, it is right.')]);
  });

  test('given a closed report, when it is answered again, then it stays closed (409) or nothing happens for the same answer', () => {
    const fixed = [reported, answered('ACCEPTED'), answered('FIXED', 'Done.')];
    given(contentReportDecider, fixed).when(answer('ACCEPTED')).thenThrows(ConflictError);
    given(contentReportDecider, fixed).when(answer('REJECTED', 'No.')).thenThrows(ConflictError);
    given(contentReportDecider, fixed).when(answer('FIXED', 'Done.')).thenNothingHappened();
    given(contentReportDecider, fixed).when(answer('FIXED', 'Another reply.')).thenThrows(ConflictError);
  });

  test('given an accepted report, when it is accepted again with a reply, then the reply is recorded; the same again records nothing', () => {
    given(contentReportDecider, [reported, answered('ACCEPTED')])
      .when(answer('ACCEPTED', 'We are checking it.'))
      .then([answered('ACCEPTED', 'We are checking it.')]);
    given(contentReportDecider, [reported, answered('ACCEPTED', 'We are checking it.')])
      .when(answer('ACCEPTED', 'We are checking it.'))
      .thenNothingHappened();
  });
});
