import { QuestionBankLimits, type MsqQuestionDTO, type MsqmoSaveDTO } from '@notebook/contracts';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Form, SelectField } from '@/components/ui/form';
import { Input, Select } from '@/components/ui/input';
import { useAnswerOptions } from '../../api/get-application-properties';
import {
  saveMsqMoQuestionInputSchema,
  useSaveMsqMoQuestion,
  type SaveMsqMoQuestionInput,
} from '../../api/save-msq-mo-question';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { answerLabel, countOptions } from '../shell/texts';
import { MsqHeaderFields, msqHeaderDefaults } from './msq-header-fields';
import { EditorFormActions } from '../shell/editor-form-actions';
import { ExplanationField } from '../shell/explanation';

type Answer = NonNullable<SaveMsqMoQuestionInput['msqmoQuestionDTO']['msqmoAnswerDTOList']>[number];
const blankAnswer = (index: number): Answer => ({
  answer: '',
  answerScore: 0,
  correctAnswer: false,
  displayOrder: index + 1,
});

/** A saved question whose answer type was just changed: its details and answer count, with blank answers. */
export type AnswerTypeReset = { question: MsqQuestionDTO; noOfAnswers: number };
/** The "Answer type" select; as a function it can read the form's current details and count when the type changes. */
export type AnswerTypeSlot =
  ReactNode | ((current: () => { header: Partial<MsqQuestionDTO>; noOfAnswers: number }) => ReactNode);

type MsqQuestionFormProps = {
  topicID: string;
  detail?: MsqmoSaveDTO;
  reset?: AnswerTypeReset;
  onClose: () => void;
  /** The "Answer type" select. */
  answerTypeSelect?: AnswerTypeSlot;
};

/** The KFP(MSQ) multiple-choice form (spec section 5): defaults MSQ, active, not for mock, 2 answers, 1 expected. */
export function MsqQuestionForm({ topicID, detail, reset, onClose, answerTypeSelect }: MsqQuestionFormProps) {
  const save = useSaveMsqMoQuestion();
  const question = detail?.msqQuestionDTO ?? reset?.question;
  const mo = detail?.msqmoQuestionDTO;
  const answers: Answer[] = (mo?.msqmoAnswerDTOList ?? []).map((answer) => ({
    msqMoAnswerID: answer.msqMoAnswerID,
    answer: answer.answer,
    answerScore: answer.answerScore,
    correctAnswer: answer.correctAnswer,
    displayOrder: answer.displayOrder,
    status: answer.status,
  }));
  const noOfAnswers = answers.length || reset?.noOfAnswers || QuestionBankLimits.defaultAnswerCount;
  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-base font-semibold text-ink">
        {question ? 'Edit KFP(MSQ) question' : 'New KFP(MSQ) question'}
      </h3>
      <Form
        schema={saveMsqMoQuestionInputSchema}
        aria-label="KFP(MSQ) question"
        options={{
          mode: 'onChange',
          defaultValues: {
            msqQuestionDTO: { ...msqHeaderDefaults(question, topicID), explanation: question?.explanation ?? '' },
            msqmoQuestionDTO: {
              question: mo?.question ?? '',
              noOfAnswers,
              noOfExpectedAnswers: mo?.noOfExpectedAnswers ?? QuestionBankLimits.defaultExpectedAnswers,
              status: mo?.status ?? 'ACT',
              msqmoAnswerDTOList: Array.from(
                { length: noOfAnswers },
                (_, index) => answers[index] ?? blankAnswer(index),
              ),
            },
          },
        }}
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          onClose();
        }}
      >
        {(methods) => (
          <>
            <MsqHeaderFields
              register={(name) => methods.register(`msqQuestionDTO.${name}`)}
              errors={methods.formState.errors.msqQuestionDTO}
            />
            {typeof answerTypeSelect === 'function'
              ? answerTypeSelect(() => ({
                  header: methods.getValues('msqQuestionDTO') as Partial<MsqQuestionDTO>,
                  noOfAnswers: methods.getValues('msqmoQuestionDTO.noOfAnswers') ?? 0,
                }))
              : answerTypeSelect}
            <RichTextField
              label="Question"
              name="msqmoQuestionDTO.question"
              control={methods.control}
              height={RichTextHeights.aktQuestion}
            />
            <MsqAnswers methods={methods} />
            <ExplanationField name="msqQuestionDTO.explanation" control={methods.control} />
            <EditorFormActions onCancel={onClose} />
          </>
        )}
      </Form>
    </div>
  );
}

function MsqAnswers({ methods }: { methods: UseFormReturn<SaveMsqMoQuestionInput> }) {
  const count =
    useWatch({ control: methods.control, name: 'msqmoQuestionDTO.noOfAnswers' }) ??
    QuestionBankLimits.defaultAnswerCount;
  const errors = methods.formState.errors.msqmoQuestionDTO;
  const recheckExpected = () => void methods.trigger('msqmoQuestionDTO.noOfExpectedAnswers');
  // msqAnswerOptions of the application properties (spec section 3), 24 until they are loaded.
  const answerCountOptions = countOptions(useAnswerOptions().msq);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">Answers</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="msq-answer-count" className="text-sm font-medium text-ink">
            Number of answers
          </label>
          <Select
            id="msq-answer-count"
            value={String(count)}
            onChange={(event) => {
              const next = Number(event.target.value);
              const list = methods.getValues('msqmoQuestionDTO.msqmoAnswerDTOList') ?? [];
              methods.setValue(
                'msqmoQuestionDTO.msqmoAnswerDTOList',
                Array.from({ length: next }, (_, index) => list[index] ?? blankAnswer(index)),
              );
              methods.setValue('msqmoQuestionDTO.noOfAnswers', next, { shouldValidate: true });
              recheckExpected();
            }}
          >
            {answerCountOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <SelectField
          label="Number of expected answers"
          options={answerCountOptions}
          registration={methods.register('msqmoQuestionDTO.noOfExpectedAnswers', { valueAsNumber: true })}
          error={errors?.noOfExpectedAnswers}
        />
      </div>
      {Array.from({ length: count }, (_, index) => {
        const label = answerLabel(index);
        const scoreName = `msqmoQuestionDTO.msqmoAnswerDTOList.${index}.answerScore` as const;
        return (
          <div key={index} className="flex flex-wrap items-start gap-3">
            <span className="mt-2 w-5 font-semibold text-ink-muted">{label}</span>
            <RichTextField
              label={`Answer ${label}`}
              name={`msqmoQuestionDTO.msqmoAnswerDTOList.${index}.answer`}
              control={methods.control}
              height={RichTextHeights.answer}
              className="min-w-0 flex-1 basis-64"
            />
            <label className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                aria-label={`Answer ${label} is correct`}
                {...methods.register(`msqmoQuestionDTO.msqmoAnswerDTOList.${index}.correctAnswer`, {
                  onChange: (event: { target: { checked: boolean } }) => {
                    // An answer that is not correct scores 0 (spec section 5).
                    if (!event.target.checked) methods.setValue(scoreName, 0, { shouldValidate: true });
                    recheckExpected();
                  },
                })}
              />
              Correct
            </label>
            <ScoreField methods={methods} index={index} />
          </div>
        );
      })}
    </fieldset>
  );
}

function ScoreField({ methods, index }: { methods: UseFormReturn<SaveMsqMoQuestionInput>; index: number }) {
  const correct = useWatch({
    control: methods.control,
    name: `msqmoQuestionDTO.msqmoAnswerDTOList.${index}.correctAnswer`,
  });
  const error = methods.formState.errors.msqmoQuestionDTO?.msqmoAnswerDTOList?.[index]?.answerScore;
  const label = `Answer ${answerLabel(index)} score`;
  return (
    <div className="flex w-28 flex-col gap-1">
      <Input
        type="number"
        min={0}
        max={100}
        aria-label={label}
        title={label}
        disabled={!correct}
        aria-invalid={error ? true : undefined}
        {...methods.register(`msqmoQuestionDTO.msqmoAnswerDTOList.${index}.answerScore`, { valueAsNumber: true })}
      />
      {error?.message && (
        <p role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      )}
    </div>
  );
}
