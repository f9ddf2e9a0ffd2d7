import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ANONYMOUS, type Viewer } from '@notebook/reading';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { searchProjection } from '../projections/search.projection';
import { type SearchEvent, lessonChain } from '../search.fixtures';
import { SearchQueries } from './search.queries';

const spec = projectionSpec(searchProjection);

const PLAN = randomUUID();
const viewers: Record<string, Viewer> = {
  anonymous: ANONYMOUS,
  'trial of another topic': { readerID: randomUUID(), subscribed: false, pricingPlanID: PLAN },
  subscribed: { readerID: randomUUID(), subscribed: true, pricingPlanID: null },
};

/** A published author topic > lesson > note (free or paid), or a draft note when `draft`. */
function topic(options: { free: boolean; header: string; content: string; draft?: boolean }) {
  const { events, topicID, lessonID } = lessonChain({
    topicName: 'Cardiology',
    lessonName: 'Chest',
    freeContent: options.free,
  });
  const note = (header: string, content: string, draft = false): SearchEvent => ({
    type: 'NoteCreated',
    data: {
      noteID: randomUUID(),
      lessonID,
      noteHeader: header,
      noteContent: `<p>${content}</p>`,
      status: 'ACT',
      noteType: 'AUTHOR',
      ownerReaderID: null,
      publishState: draft ? 'DRAFT' : 'PUBLISHED',
    },
  });
  events.push(note(options.header, options.content));
  return { events, topicID, note };
}

const search = (viewer: string, key: string) =>
  new SearchQueries(spec.db).search(key, viewers[viewer]!, { limit: 5, offset: 0 });
const answersTo = async (keys: string[]) => {
  const all: Record<string, unknown> = {};
  for (const viewer of Object.keys(viewers))
    for (const key of keys) all[`${viewer}: ${key}`] = await search(viewer, key);
  return all;
};

describe("'Did you mean' reads only text the caller could find", () => {
  it('a word of locked content or of a draft changes no answer of a caller who cannot read it; a subscriber gets the locked word', async () => {
    const free = topic({ free: true, header: 'Stable disease', content: 'Stable angina on exertion.' });
    const paid = topic({ free: false, header: 'Troponin', content: 'Serial troponin.' });
    const other = topic({ free: false, header: 'Awareness', content: 'Palpitations with syncope.' });
    await spec.given(...free.events, ...paid.events, ...other.events);
    await sql`INSERT INTO pricing_plan_topic (pricing_plan_id, topic_id) VALUES (${PLAN}, ${other.topicID})`.execute(
      spec.db,
    );
    const keys = ['anginoid', 'anginoi', 'anginoidd', 'bradycardiac', 'palpitationz'];
    const before = await answersTo(keys);
    expect(before).toMatchObject({
      'anonymous: anginoid': { didYouMean: 'angina' },
      'anonymous: palpitationz': { didYouMean: null },
      'trial of another topic: palpitationz': { didYouMean: 'palpitations' },
      'subscribed: anginoidd': { didYouMean: 'angina' },
    });

    await spec.given(
      paid.note('Atypical', 'Anginoid pain.'),
      free.note('Unfinished', 'Bradycardiac palpitationz.', true),
    );
    const after = await answersTo(keys);
    for (const viewer of ['anonymous', 'trial of another topic']) {
      for (const key of keys)
        expect({ [key]: after[`${viewer}: ${key}`] }).toEqual({ [key]: before[`${viewer}: ${key}`] });
    }
    expect(after).toMatchObject({
      'subscribed: anginoidd': { didYouMean: 'anginoid' },
      'subscribed: bradycardiac': { didYouMean: null },
    });
  });

  it('the topic words follow the plan and free content at search time', async () => {
    const paid = topic({ free: false, header: 'Troponin', content: 'Anginoid pain.' });
    await spec.given(...paid.events);
    expect((await search('trial of another topic', 'anginoidd')).didYouMean).toBeNull();
    await sql`INSERT INTO pricing_plan_topic (pricing_plan_id, topic_id) VALUES (${PLAN}, ${paid.topicID})`.execute(
      spec.db,
    );
    expect((await search('trial of another topic', 'anginoidd')).didYouMean).toBe('anginoid');
    expect((await search('anonymous', 'anginoidd')).didYouMean).toBeNull();
    await spec.given({ type: 'TopicFreeContentChanged', data: { topicID: paid.topicID, freeContent: true } });
    expect((await search('anonymous', 'anginoidd')).didYouMean).toBe('anginoid');
  });

  it('a word of a locked note’s titles is everyone’s: the note is found by them', async () => {
    await spec.given(...topic({ free: false, header: 'Anginoid pain', content: 'Locked words.' }).events);
    expect((await search('anonymous', 'anginoidd')).didYouMean).toBe('anginoid');
  });
});
