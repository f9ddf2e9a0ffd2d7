import { saveAktMoQuestionRequest, saveKfpCaseQuestionRequest, saveMsqMoQuestionRequest } from '@notebook/contracts';

const topicID = '0190a0b0-0000-7000-8000-000000000001';

describe('question bank request schemas (the same messages the web forms show)', () => {
  test('names are trimmed and defaults follow the spec', () => {
    const akt = saveAktMoQuestionRequest.parse({
      aktQuestionDTO: { topicID, questionName: '  Chest pain  ', aktType: 'AKT' },
      aktmoQuestionDTO: {
        question: '<p>Q</p>',
        noOfAnswers: 1,
        aktmoAnswerDTOList: [{ answer: ' A ', correctAnswer: true }],
      },
    });
    expect(akt.aktQuestionDTO).toMatchObject({ questionName: 'Chest pain', status: 'ACT', mockExamQuestion: 'N' });
    expect(akt.aktmoQuestionDTO.aktmoAnswerDTOList[0]).toEqual({ answer: 'A', correctAnswer: true });
    const msq = saveMsqMoQuestionRequest.parse({
      msqQuestionDTO: { topicID, questionName: 'Q' },
      msqmoQuestionDTO: { question: 'Q', msqmoAnswerDTOList: [{ answer: 'A', correctAnswer: true }, { answer: 'B' }] },
    });
    expect(msq.msqQuestionDTO).toMatchObject({ msqType: 'MSQ', status: 'ACT', selectedForMock: 'N' });
    expect(msq.msqmoQuestionDTO).toMatchObject({ noOfAnswers: 2, noOfExpectedAnswers: 1 });
    const kfp = saveKfpCaseQuestionRequest.parse({
      kfpCaseID: topicID,
      question: 'Q',
      kfpAnswerType: 'TEXT',
      questionAnswers: [{ answer: 'a' }, { answer: 'b' }],
    });
    expect(kfp).toMatchObject({ noOfAnswers: 2, status: 'ACT' });
  });

  test('score range and expected answers give the spec messages', () => {
    const result = saveMsqMoQuestionRequest.safeParse({
      msqQuestionDTO: { topicID, questionName: 'Q' },
      msqmoQuestionDTO: {
        question: 'Q',
        noOfAnswers: 2,
        noOfExpectedAnswers: 2,
        msqmoAnswerDTOList: [{ answer: 'A', correctAnswer: true, answerScore: 101 }, { answer: 'B' }],
      },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['msqmoQuestionDTO.msqmoAnswerDTOList.0.answerScore', 'Answer Score must be between 0 and 100.'],
      ['msqmoQuestionDTO.noOfExpectedAnswers', 'Select at least 2 correct answer(s)'],
    ]);
  });

  test('counts are bounded and the name is at most 400', () => {
    const result = saveAktMoQuestionRequest.safeParse({
      aktQuestionDTO: { topicID, questionName: 'x'.repeat(401), aktType: 'AKT' },
      aktmoQuestionDTO: { question: 'Q', noOfAnswers: 16 },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Max length is 400',
      'Max Value is 15',
      'Mark exactly one answer as correct',
    ]);
  });

  test('an AKT multiple choice is single best answer: exactly one of its answers is correct', () => {
    const save = (correct: boolean[]) =>
      saveAktMoQuestionRequest.safeParse({
        aktQuestionDTO: { topicID, questionName: 'Q', aktType: 'AKT' },
        aktmoQuestionDTO: {
          question: '<p>Q</p>',
          noOfAnswers: correct.length,
          aktmoAnswerDTOList: correct.map((correctAnswer, i) => ({ answer: `A${i}`, correctAnswer })),
        },
      });
    expect(save([true, false]).success).toBe(true);
    for (const wrong of [
      [false, false],
      [true, true],
    ]) {
      expect(save(wrong).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['aktmoQuestionDTO.aktmoAnswerDTOList', 'Mark exactly one answer as correct'],
      ]);
    }
  });
});
