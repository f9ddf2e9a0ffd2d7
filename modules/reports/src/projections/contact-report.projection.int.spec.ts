import { projectionSpec } from '../../../../test/support/projection-spec';
import { ReportQueries } from '../queries/report.queries';
import { at, newId } from '../reports.fixtures';
import { contactReportProjection } from './contact-report.projection';

const spec = projectionSpec(contactReportProjection);

describe('CONTACT_MESSAGES report projection', () => {
  it('counts messages received and handled per month, and how long handling took; a second read changes nothing', async () => {
    const [first, second, third] = [newId(), newId(), newId()];
    await spec.given(
      { type: 'ContactMessageReceived', data: { contactMessageID: first }, ...at('2026-05-01T08:00:00Z') },
      { type: 'ContactMessageReceived', data: { contactMessageID: second }, ...at('2026-05-02T08:00:00Z') },
      { type: 'ContactMessageReceived', data: { contactMessageID: third }, ...at('2026-06-01T08:00:00Z') },
      { type: 'ContactMessageAcknowledged', data: { contactMessageID: first }, ...at('2026-05-01T11:00:00Z') },
      { type: 'ContactMessageAcknowledged', data: { contactMessageID: first }, ...at('2026-05-09T11:00:00Z') },
    );
    const { rows } = await new ReportQueries(spec.db).report('CONTACT_MESSAGES', new Date('2026-06-02T00:00:00Z'));
    expect(rows).toEqual([
      { month: '2026-06', received: 1, handled: 0, unread: 1, averageHoursToHandle: null },
      { month: '2026-05', received: 2, handled: 1, unread: 1, averageHoursToHandle: 3 },
    ]);
  });
});
