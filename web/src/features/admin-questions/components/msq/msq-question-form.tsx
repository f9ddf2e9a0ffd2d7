import { QuestionBankLimits, type MsqQuestionDTO, type MsqmoSaveDTO } from '@notebook/contracts';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Form, SelectField, fieldBinder } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useAnswerOptions } from '../../api/get-application-properties';
import {
  saveMsqMoQuestionInputSchema,
  useSaveMsqMoQuestion,
  type SaveMsqMoQuestionInput,
} from '../../api/save-msq-mo-question';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { answerLabel, countOptions } from '../shell/texts';
import { AnswerCountSelect, AnswerRow, CorrectTick, resizeAnswers } from '../shell/answer-fields';
import { LessonSelect } from '../shell/lesson-select';
import { MsqHeaderFields, msqEditorTitle, msqHeaderDefaults, msqStartingAnswerCount } from './msq-header-fields';
import { EditorFrame } from '../shell/editor-frame';
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
type CurrentDetails = () => { header: Partial<MsqQuestionDTO>; noOfAnswers: number };
export type AnswerTypeSlot = ReactNode | ((current: CurrentDetails) => ReactNode);

/** The slot as it shows in a form whose current details `current` reads. */
export function renderAnswerTypeSlot(slot: AnswerTypeSlot, current: CurrentDetails): ReactNode {
  return typeof slot === 'function' ? slot(current) : slot;
}

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
  const answers: Answer[] = mo?.msqmoAnswerDTOList ?? [];
  const noOfAnswers = msqStartingAnswerCount(answers.length, reset?.noOfAnswers);
  return (
    <EditorFrame title={msqEditorTitle(question)}>
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
              msqmoAnswerDTOList: resizeAnswers(answers, noOfAnswers, blankAnswer),
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
            <MsqHeaderFields bind={(name) => methods.bind(`msqQuestionDTO.${name}`)} />
            <LessonSelect topicID={topicID} control={methods.control} name="msqQuestionDTO.lessonID" />
            {renderAnswerTypeSlot(answerTypeSelect, () => ({
              header: methods.getValues('msqQuestionDTO') as Partial<MsqQuestionDTO>,
              noOfAnswers: methods.getValues('msqmoQuestionDTO.noOfAnswers') ?? 0,
            }))}
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
    </EditorFrame>
  );
}

function MsqAnswers({ methods }: { methods: UseFormReturn<SaveMsqMoQuestionInput> }) {
  const count =
    useWatch({ control: methods.control, name: 'msqmoQuestionDTO.noOfAnswers' }) ??
    QuestionBankLimits.defaultAnswerCount;
  const bind = fieldBinder(methods);
  const recheckExpected = () => void methods.trigger('msqmoQuestionDTO.noOfExpectedAnswers');
  // msqAnswerOptions of the application properties (spec section 3), 24 until they are loaded.
  const maxAnswers = useAnswerOptions().msq;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">Answers</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <AnswerCountSelect
          id="msq-answer-count"
          value={count}
          max={maxAnswers}
          onChange={(next) => {
            const list = methods.getValues('msqmoQuestionDTO.msqmoAnswerDTOList') ?? [];
            methods.setValue('msqmoQuestionDTO.msqmoAnswerDTOList', resizeAnswers(list, next, blankAnswer));
            methods.setValue('msqmoQuestionDTO.noOfAnswers', next, { shouldValidate: true });
            recheckExpected();
          }}
        />
        <SelectField
          label="Number of expected answers"
          options={countOptions(maxAnswers)}
          {...bind('msqmoQuestionDTO.noOfExpectedAnswers', { valueAsNumber: true })}
        />
      </div>
      {Array.from({ length: count }, (_, index) => {
        const scoreName = `msqmoQuestionDTO.msqmoAnswerDTOList.${index}.answerScore` as const;
        const correct = methods.register(`msqmoQuestionDTO.msqmoAnswerDTOList.${index}.correctAnswer`, {
          onChange: (event: { target: { checked: boolean } }) => {
            // An answer that is not correct scores 0 (spec section 5).
            if (!event.target.checked) methods.setValue(scoreName, 0, { shouldValidate: true });
            recheckExpected();
          },
        });
        return (
          <AnswerRow
            key={index}
            index={index}
            name={`msqmoQuestionDTO.msqmoAnswerDTOList.${index}.answer`}
            control={methods.control}
            wrap
          >
            <CorrectTick index={index} registration={correct} />
            <ScoreField methods={methods} index={index} />
          </AnswerRow>
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
