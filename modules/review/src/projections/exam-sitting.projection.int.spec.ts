import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { ExamSittingQueries } from '../queries/exam-sitting.queries';
import type { ExamSittingEvent } from '../sittings/exam-sitting.events';
import { examSittingProjection } from './exam-sitting.projection';

const spec = projectionSpec(examSittingProjection);

const saved = (sitting: { sittingID: string; exam: 'AKT' | 'KFP'; name: string; examDate: string }) =>
  ({ type: 'ExamSittingSaved', data: sitting }) as ExamSittingEvent;

describe('exam sitting projection (and its queries)', () => {
  const queries = () => new ExamSittingQueries(spec.db);
  const kfp = { sittingID: randomUUID(), exam: 'KFP' as const, name: 'KFP 2027.1', examDate: '2027-03-06' };
  const akt = { sittingID: randomUUID(), exam: 'AKT' as const, name: 'AKT 2027.1', examDate: '2027-02-03' };
  const past = { sittingID: randomUUID(), exam: 'AKT' as const, name: 'AKT 2026.2', examDate: '2026-07-20' };

  it('lists every sitting by date, then name; from a date on, only those on or after it', async () => {
    await spec.given(saved(kfp), saved(akt), saved(past));
    expect(await queries().sittings()).toEqual([past, akt, kfp]);
    expect(await queries().sittings('2027-02-03')).toEqual([akt, kfp]);
  });

  it('a save of a known sitting moves it; a saved event delivered twice keeps one row', async () => {
    const moved = { ...akt, name: 'AKT 2027.1 (moved)', examDate: '2027-04-01' };
    await spec.given(saved(akt), saved(kfp), saved(moved), saved(moved));
    expect(await queries().sittings()).toEqual([kfp, moved]);
    expect(await queries().sitting(akt.sittingID)).toEqual(moved);
  });

  it('a removed sitting is no longer listed', async () => {
    await spec.given(saved(akt), saved(kfp), { type: 'ExamSittingRemoved', data: { sittingID: akt.sittingID } });
    expect(await queries().sittings()).toEqual([kfp]);
    expect(await queries().sitting(akt.sittingID)).toBeUndefined();
  });
});
