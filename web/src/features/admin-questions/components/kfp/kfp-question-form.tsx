import {
  KfpAnswerType,
  QuestionBankLimits,
  type KfpAnswerTypeValue,
  type KfpCaseDTO,
  type KfpCaseQuestionDTO,
} from '@notebook/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Form, SelectField } from '@/components/ui/form';
import {
  saveKfpCaseQuestionInputSchema,
  useSaveKfpCaseQuestion,
  type SaveKfpCaseQuestionInput,
} from '../../api/save-kfp-case-question';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { statusOptions } from '../shell/texts';
import { AnswerCountSelect, AnswerRow, CorrectTick, resizeAnswers } from '../shell/answer-fields';
import { EditorFormActions } from '../shell/editor-form-actions';
import { ExplanationField } from '../shell/explanation';

export const kfpAnswerTypeLabels: Record<KfpAnswerTypeValue, string> = {
  MULTIPLE_CHOICE: 'Multiple choice',
  TEXT: 'Text',
};
const answerTypeOptions = KfpAnswerType.map((type) => ({ value: type, label: kfpAnswerTypeLabels[type] }));

type Answer = NonNullable<SaveKfpCaseQuestionInput['questionAnswers']>[number];
const blankAnswer = (index: number): Answer => ({ answer: '', correctAnswer: false, displayOrder: index + 1 });

type KfpQuestionFormProps = { kfpCase: KfpCaseDTO; question?: KfpCaseQuestionDTO; onDone: () => void };

/**
 * A question of a KFP case (spec section 5): question (rich text), answer type, 1–15 answers A..,
 * a correct tick only for multiple choice, optional explanation. On update the answers go as
 * updatedAnswers (those that exist) then addedAnswers (new ones).
 */
export function KfpQuestionForm({ kfpCase, question, onDone }: KfpQuestionFormProps) {
  const save = useSaveKfpCaseQuestion();
  const answers: Answer[] = question?.questionAnswers ?? [];
  const noOfAnswers = answers.length || QuestionBankLimits.defaultAnswerCount;
  return (
    <Form
      schema={saveKfpCaseQuestionInputSchema}
      aria-label={question ? 'Edit KFP question' : 'New KFP question'}
      options={{
        mode: 'onChange',
        defaultValues: {
          kfpCaseQuestionID: question?.kfpCaseQuestionID,
          kfpCaseID: kfpCase.kfpCaseID,
          question: question?.question ?? '',
          explanation: question?.explanation ?? '',
          kfpAnswerType: question?.kfpAnswerType ?? 'MULTIPLE_CHOICE',
          noOfAnswers,
          status: question?.status ?? 'ACT',
          questionAnswers: resizeAnswers(answers, noOfAnswers, blankAnswer),
        },
      }}
      onSubmit={async (input) => {
        const text = input.kfpAnswerType === 'TEXT';
        const list = input.questionAnswers.slice(0, input.noOfAnswers).map((answer, index) => ({
          ...answer,
          correctAnswer: text ? false : answer.correctAnswer,
          displayOrder: index + 1,
        }));
        const split = input.kfpCaseQuestionID
          ? {
              updatedAnswers: list.filter((answer) => answer.kfpCaseQuestionAnswerID),
              addedAnswers: list.filter((answer) => !answer.kfpCaseQuestionAnswerID),
            }
          : {};
        await save.mutateAsync({ ...input, questionAnswers: list, ...split, version: kfpCase.version });
        onDone();
      }}
    >
      {(methods) => (
        <>
          <h5 className="text-sm font-semibold text-ink">{question ? 'Edit KFP question' : 'New KFP question'}</h5>
          <RichTextField
            label="Question"
            name="question"
            control={methods.control}
            height={RichTextHeights.kfpQuestion}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label="Answer type"
              options={answerTypeOptions}
              {...methods.bind('kfpAnswerType', {
                // A new answer type starts from blank answers, keeping the count (spec section 4).
                onChange: () => {
                  const count = methods.getValues('noOfAnswers') ?? QuestionBankLimits.defaultAnswerCount;
                  methods.setValue(
                    'questionAnswers',
                    Array.from({ length: count }, (_, index) => blankAnswer(index)),
                    { shouldValidate: true },
                  );
                },
              })}
            />
            <AnswerCount methods={methods} />
            <SelectField label="Status" options={statusOptions} {...methods.bind('status')} />
          </div>
          <Answers methods={methods} />
          <ExplanationField name="explanation" control={methods.control} />
          <EditorFormActions onCancel={onDone} />
        </>
      )}
    </Form>
  );
}

type Methods = UseFormReturn<SaveKfpCaseQuestionInput>;

function AnswerCount({ methods }: { methods: Methods }) {
  const count = useWatch({ control: methods.control, name: 'noOfAnswers' }) ?? QuestionBankLimits.defaultAnswerCount;
  return (
    <AnswerCountSelect
      id={`kfp-answer-count-${methods.getValues('kfpCaseQuestionID') ?? 'new'}`}
      value={count}
      max={QuestionBankLimits.kfpMaxAnswers}
      onChange={(next) => {
        const list = methods.getValues('questionAnswers') ?? [];
        methods.setValue('questionAnswers', resizeAnswers(list, next, blankAnswer));
        methods.setValue('noOfAnswers', next, { shouldValidate: true });
        void methods.trigger();
      }}
    />
  );
}

function Answers({ methods }: { methods: Methods }) {
  const count = useWatch({ control: methods.control, name: 'noOfAnswers' }) ?? QuestionBankLimits.defaultAnswerCount;
  const answerType = useWatch({ control: methods.control, name: 'kfpAnswerType' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">Answers</legend>
      {Array.from({ length: count }, (_, index) => (
        <AnswerRow
          key={`${answerType}-${index}`}
          index={index}
          name={`questionAnswers.${index}.answer`}
          control={methods.control}
        >
          {answerType !== 'TEXT' && (
            <CorrectTick index={index} registration={methods.register(`questionAnswers.${index}.correctAnswer`)} />
          )}
        </AnswerRow>
      ))}
    </fieldset>
  );
}
