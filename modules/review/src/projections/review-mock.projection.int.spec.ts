import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { ReviewQueries } from '../queries/review.queries';
import { type MockEventRead, reviewMockProjection } from './review-mock.projection';

const spec = projectionSpec(reviewMockProjection);

function attempt(resultRelease: 'ON_SUBMIT' | 'ON_CLOSE') {
  const ids = { mockAttemptID: randomUUID(), readerID: randomUUID(), mockExamID: randomUUID() };
  const [q1, q2, q3] = [randomUUID(), randomUUID(), randomUUID()].sort();
  const topicID = randomUUID();
  const events = {
    window: {
      type: 'MockExamActivated',
      data: { mockExamID: ids.mockExamID, windowEnd: '2026-02-01T08:00:00.000Z' },
    } as MockEventRead,
    started: {
      type: 'MockAttemptStarted',
      data: {
        ...ids,
        mockExamType: 'AKT',
        resultRelease,
        questions: [q1!, q2!, q3!].map((questionID) => ({ questionID, topicID })),
      },
    } as MockEventRead,
    saved: (questionID: string, marks: number, penalty = 0) =>
      ({ type: 'MockAnswerSaved', data: { ...ids, questionID, marks, penalty, outOf: 1 } }) as MockEventRead,
    submitted: {
      type: 'MockAttemptSubmitted',
      data: { ...ids, submittedAt: '2026-01-20T03:00:00.000Z' },
    } as MockEventRead,
  };
  return { ...ids, questions: [q1!, q2!, q3!], topicID, events };
}

describe('review mock projection (and the misses query)', () => {
  const queries = () => new ReviewQueries(spec.db);

  it("an attempt's misses are its questions whose last saved answer is short of full marks, or unanswered", async () => {
    const sat = attempt('ON_SUBMIT');
    const [q1, q2, q3] = sat.questions;
    await spec.given(sat.events.window, sat.events.started, sat.events.saved(q1!, 0), sat.events.saved(q1!, 1));
    await spec.given(sat.events.saved(q2!, 0), sat.events.started);
    // q1 put right, q2 wrong, q3 never answered; the start delivered twice changes nothing.
    expect(await queries().mockMisses(sat.mockAttemptID)).toEqual({
      readerID: sat.readerID,
      kind: 'AKT',
      releasedAt: null,
      questions: [q2, q3].map((questionID) => ({ questionID, topicID: sat.topicID })),
    });
  });

  it('ON_SUBMIT: released when handed in; ON_CLOSE: when the window ends, or earlier if the jobs closed it', async () => {
    const onSubmit = attempt('ON_SUBMIT');
    await spec.given(onSubmit.events.window, onSubmit.events.started, onSubmit.events.submitted);
    expect((await queries().mockMisses(onSubmit.mockAttemptID))?.releasedAt).toEqual(
      new Date('2026-01-20T03:00:00.000Z'),
    );

    const onClose = attempt('ON_CLOSE');
    await spec.given(onClose.events.window, onClose.events.started, onClose.events.submitted);
    expect((await queries().mockMisses(onClose.mockAttemptID))?.releasedAt).toEqual(
      new Date('2026-02-01T08:00:00.000Z'),
    );
    await spec.given({ type: 'MockExamClosed', data: { mockExamID: onClose.mockExamID } });
    // The spec's events occur from 2026-01-01 00:00:00Z, one second apart: closed long before the window's end.
    const released = (await queries().mockMisses(onClose.mockAttemptID))?.releasedAt;
    expect(released).toEqual(new Date('2026-01-20T03:00:00.000Z'));
  });
});
