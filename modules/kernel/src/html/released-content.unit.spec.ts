import { AUTHOR_RICH_TEXT, signReleasedContent } from './released-content';

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
