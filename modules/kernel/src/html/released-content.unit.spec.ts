import Fastify from 'fastify';
import { FixedClock } from '../clock/clock';
import { ImageUrlSigner } from './image-url-signer';
import {
  AUTHOR_RICH_TEXT,
  RELEASED_CONTENT,
  signReleasedContent,
  signReleasedContentOnReply,
} from './released-content';

const IMG = '<img src="/uploads/images/x.png">';
const sign = (text: string) => text.replaceAll('x.png', 'x.png?signed');
const release = { fields: AUTHOR_RICH_TEXT, readerText: ['readerNotes'] };

test('signs only the author rich text of the answer, never names, reader-made items or reader text', () => {
  const answer = {
    status: 'SUCCESS',
    result: {
      lessonName: IMG,
      notes: [
        { noteID: 'a', noteType: 'AUTHOR', noteContent: IMG },
        { noteID: 'b', noteType: 'READER', noteContent: IMG },
      ],
      readerNotes: [{ noteID: 'b', noteContent: IMG }],
      questions: [{ question: IMG, answers: [{ answerID: '1', answer: IMG }], text: IMG }],
    },
  };
  expect(signReleasedContent(answer, release, sign)).toEqual({
    status: 'SUCCESS',
    result: {
      lessonName: IMG,
      notes: [
        { noteID: 'a', noteType: 'AUTHOR', noteContent: sign(IMG) },
        { noteID: 'b', noteType: 'READER', noteContent: IMG },
      ],
      readerNotes: [{ noteID: 'b', noteContent: IMG }],
      questions: [{ question: sign(IMG), answers: [{ answerID: '1', answer: sign(IMG) }], text: IMG }],
    },
  });
});

test("a reader's own lesson or topic is theirs through and through; dates and other objects pass as they are", () => {
  const when = new Date('2026-11-24T10:00:00Z');
  const answer = { result: { lessonType: 'READER', notes: [{ noteContent: IMG }] }, at: when };
  const signed = signReleasedContent(answer, release, sign) as typeof answer;
  expect(signed.result.notes[0]!.noteContent).toBe(IMG);
  expect(signed.at).toBe(when);
});

test('an answer with nothing to sign is handed back as it is, without a copy', () => {
  const notes = [{ noteID: 'a', noteType: 'AUTHOR', noteContent: '<p>No image</p>' }];
  const answer = { status: 'SUCCESS', result: { notes } };
  expect(signReleasedContent(answer, release, sign)).toBe(answer);
  const withImage = { status: 'SUCCESS', result: { notes, cover: { noteContent: IMG } } };
  const signed = signReleasedContent(withImage, release, sign) as typeof withImage;
  expect(signed.result.notes).toBe(notes);
  expect(withImage.result.cover.noteContent).toBe(IMG);
});

describe('signReleasedContentOnReply', () => {
  const PATH = '/uploads/images/0190a3b4-0000-7000-8000-000000000001.png';
  const signer = new ImageUrlSigner('a-test-secret-of-at-least-32-bytes!!');
  const app = Fastify();
  signReleasedContentOnReply(app, signer, new FixedClock());
  const config = { [RELEASED_CONTENT]: release };
  app.post('/released', { config }, async (request) => request.body);
  app.post('/refused', { config }, async (request, reply) => reply.status(403).send(request.body));
  app.post('/other', async (request) => request.body);
  const send = async (url: string, body: object) => (await app.inject({ method: 'POST', url, payload: body })).body;
  afterAll(() => app.close());

  test('signs the author content of a released answer, and nothing else', async () => {
    const body = { result: { noteContent: `<img src="${PATH}">`, noteHeader: PATH } };
    const answer = JSON.parse(await send('/released', body)) as typeof body;
    expect(answer.result.noteContent).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}/);
    expect(answer.result.noteHeader).toBe(PATH);
  });

  test('sends an answer without an image path, a failed answer and an unreleased route as they are', async () => {
    const plain = { result: { noteContent: '<p>No image</p>' } };
    expect(await send('/released', plain)).toBe(JSON.stringify(plain));
    const withImage = { result: { noteContent: `<img src="${PATH}">` } };
    expect(await send('/refused', withImage)).toBe(JSON.stringify(withImage));
    expect(await send('/other', withImage)).toBe(JSON.stringify(withImage));
  });
});
