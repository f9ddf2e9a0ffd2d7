import {
  AktType,
  Messages,
  QuestionBankLimits,
  isAktemResponse,
  type AktQuestionDetail,
  type AktQuestionDTO,
  type QuestionAnswerType,
} from '@notebook/contracts';
import { useEffect } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { ContentSourceFields, contentSourceDefaults } from '@/components/ui/content-source';
import { Form, InputField, SelectField, fieldBinder } from '@/components/ui/form';
import { PageSpinner } from '@/components/ui/spinner';
import { useAktQuestion } from '../../api/get-akt-question';
import { useAnswerOptions } from '../../api/get-application-properties';
import {
  saveAktEmAnswerListInputSchema,
  savedAktQuestionID,
  useSaveAktEmAnswerList,
  type SaveAktEmAnswerListInput,
} from '../../api/save-akt-em-answer-list';
import {
  saveAktMoQuestionInputSchema,
  useSaveAktMoQuestion,
  type SaveAktMoQuestionInput,
} from '../../api/save-akt-mo-question';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { statusOptions, yesNoOptions } from '../shell/texts';
import { AnswerCountSelect, AnswerRow, CorrectTick, resizeAnswers } from '../shell/answer-fields';
import { EmAnswerFields } from '../em/em-answer-fields';
import { AnswerTypeSelect } from '../shell/answer-type-select';
import { AktEmView } from './akt-em-view';
import { useState } from 'react';
import { EditorFormActions } from '../shell/editor-form-actions';
import { EditorFrame } from '../shell/editor-frame';
import { ExplanationField } from '../shell/explanation';
import { LessonSelect } from '../shell/lesson-select';

type Header = Pick<
  SaveAktMoQuestionInput['aktQuestionDTO'],
  | 'aktQuestionID'
  | 'topicID'
  | 'questionName'
  | 'aktType'
  | 'status'
  | 'mockExamQuestion'
  | 'explanation'
  | 'version'
  | 'lessonID'
  | 'sourceTitle'
  | 'sourceUrl'
  | 'lastReviewedOn'
>;

type AktQuestionEditorProps = {
  topicID: string;
  /** Absent for a new question. */
  questionID?: string;
  canEdit: boolean;
  /** Back to the list. */
  onClose: () => void;
  /** An extended-match question was saved: keep editing it (sub-questions and explanation). */
  onSaved: (aktQuestionID: string) => void;
};

const typeOptions = [{ value: '', label: 'Select type' }, ...AktType.map((type) => ({ value: type, label: type }))];

/** The AKT question form: question details, then the multiple-choice or extended-match part. */
export function AktQuestionEditor({ topicID, questionID, canEdit, onClose, onSaved }: AktQuestionEditorProps) {
  const detail = useAktQuestion(questionID ?? null);
  if (questionID && detail.isPending) return <PageSpinner />;
  if (questionID && detail.isError)
    return (
      <p role="alert" className="text-danger">
        {detail.error.message}
      </p>
    );
  return (
    // A save elsewhere (a sub-question, the explanation) moves the version on: start from the stored question again,
    // so a later answers save sends the current version and explanation instead of failing with 409.
    <LoadedEditor
      key={`${questionID ?? 'new'}-${versionOf(detail.data) ?? ''}`}
      topicID={topicID}
      detail={detail.data}
      canEdit={canEdit}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function versionOf(detail: AktQuestionDetail | undefined): number | undefined {
  if (!detail) return undefined;
  return isAktemResponse(detail) ? detail.aktemAnswerListDTO.aktQuestionDTO.version : detail.aktQuestionDTO.version;
}

function headerOf(topicID: string, question?: AktQuestionDTO): Header {
  return {
    aktQuestionID: question?.aktQuestionID,
    topicID,
    questionName: question?.questionName ?? '',
    aktType: (question?.aktType ?? '') as Header['aktType'],
    status: question?.status ?? 'ACT',
    mockExamQuestion: question?.mockExamQuestion ?? 'N',
    explanation: question?.explanation ?? '',
    version: question?.version,
    lessonID: question?.lessonID,
    ...contentSourceDefaults(question),
  };
}

function LoadedEditor({
  topicID,
  detail,
  canEdit,
  onClose,
  onSaved,
}: Omit<AktQuestionEditorProps, 'questionID'> & { detail?: AktQuestionDetail }) {
  const existing = detail
    ? isAktemResponse(detail)
      ? detail.aktemAnswerListDTO.aktQuestionDTO
      : detail.aktQuestionDTO
    : undefined;
  const [answerType, setAnswerType] = useState<QuestionAnswerType>(
    detail && isAktemResponse(detail) ? 'EXTENDED_MATCH' : 'MULTIPLE_CHOICE',
  );
  const [header, setHeader] = useState<Header>(() => headerOf(topicID, existing));
  const count = detail
    ? isAktemResponse(detail)
      ? detail.aktemAnswerListDTO.aktemAnswerDTOList.length
      : detail.aktmoQuestionDTO.aktmoAnswerDTOList.length
    : 0;
  const [noOfAnswers, setNoOfAnswers] = useState(count || QuestionBankLimits.defaultAnswerCount);

  // Changing the answer type keeps the details and the count, and starts from blank answers (spec section 4). On a
  // saved question it is confirmed first; the save then sends the new type and the server retires the old answers
  // (and sub-questions). Once changed, the stored answers are not shown again, even when switching back.
  const [typeChanged, setTypeChanged] = useState(false);
  const switchTo = (next: QuestionAnswerType, current: Header, currentCount: number) => {
    setHeader(current);
    setNoOfAnswers(currentCount);
    setAnswerType(next);
    setTypeChanged(true);
  };
  const answerTypeSelect = (current: () => Header, currentCount: () => number) => (
    <AnswerTypeSelect
      id="akt-answer-type"
      value={answerType}
      confirm={Boolean(existing)}
      onChange={(next) => switchTo(next, current(), currentCount())}
    />
  );
  const loaded = typeChanged ? undefined : detail;

  return (
    <EditorFrame title={existing ? 'Edit AKT question' : 'New AKT question'}>
      {answerType === 'MULTIPLE_CHOICE' ? (
        <MoForm
          key={`mo-${noOfAnswers}-${header.aktQuestionID ?? 'new'}`}
          header={header}
          detail={loaded && !isAktemResponse(loaded) ? loaded : undefined}
          noOfAnswers={noOfAnswers}
          answerTypeSelect={answerTypeSelect}
          onClose={onClose}
        />
      ) : (
        <EmAnswersForm
          header={header}
          detail={loaded && isAktemResponse(loaded) ? loaded : undefined}
          noOfAnswers={noOfAnswers}
          answerTypeSelect={answerTypeSelect}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
      {loaded && isAktemResponse(loaded) && answerType === 'EXTENDED_MATCH' && (
        <AktEmView detail={loaded} canEdit={canEdit} hideDetails />
      )}
    </EditorFrame>
  );
}

type AnswerTypeSelect = (current: () => Header, currentCount: () => number) => React.ReactNode;

function HeaderFields<F extends SaveAktMoQuestionInput | SaveAktEmAnswerListInput>({
  methods,
}: {
  methods: UseFormReturn<F>;
}) {
  const m = methods as unknown as UseFormReturn<SaveAktMoQuestionInput>;
  const aktType = useWatch({ control: m.control, name: 'aktQuestionDTO.aktType' });
  useEffect(() => {
    // The mock exam choice is only for type AKT; other types are stored with N.
    if (aktType !== 'AKT' && m.getValues('aktQuestionDTO.mockExamQuestion') !== 'N')
      m.setValue('aktQuestionDTO.mockExamQuestion', 'N');
  }, [aktType, m]);
  const bind = fieldBinder(m);
  return (
    <>
      <InputField label="Question name" autoComplete="off" {...bind('aktQuestionDTO.questionName')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" options={typeOptions} {...bind('aktQuestionDTO.aktType')} />
        <SelectField label="Status" options={statusOptions} {...bind('aktQuestionDTO.status')} />
        {aktType === 'AKT' && (
          <SelectField label="Mock exam question" options={yesNoOptions} {...bind('aktQuestionDTO.mockExamQuestion')} />
        )}
      </div>
      <LessonSelect
        topicID={m.getValues('aktQuestionDTO.topicID')}
        control={m.control}
        name="aktQuestionDTO.lessonID"
      />
      <ContentSourceFields
        title={bind('aktQuestionDTO.sourceTitle')}
        url={bind('aktQuestionDTO.sourceUrl')}
        reviewedOn={bind('aktQuestionDTO.lastReviewedOn')}
      />
    </>
  );
}

const blankMoAnswer = (index: number) => ({ answer: '', correctAnswer: false, displayOrder: index + 1 });

type MoFormProps = {
  header: Header;
  detail?: Extract<AktQuestionDetail, { aktmoQuestionDTO: unknown }>;
  noOfAnswers: number;
  answerTypeSelect: AnswerTypeSelect;
  onClose: () => void;
};

function MoForm({ header, detail, noOfAnswers, answerTypeSelect, onClose }: MoFormProps) {
  const save = useSaveAktMoQuestion();
  const answers = detail?.aktmoQuestionDTO.aktmoAnswerDTOList ?? [];
  return (
    <Form
      schema={saveAktMoQuestionInputSchema}
      aria-label="AKT question"
      options={{
        mode: 'onChange',
        defaultValues: {
          aktQuestionDTO: { ...header, aktAnswerType: 'MULTIPLE_CHOICE' },
          aktmoQuestionDTO: {
            question: detail?.aktmoQuestionDTO.question ?? '',
            noOfAnswers,
            aktmoAnswerDTOList: resizeAnswers(answers, noOfAnswers, blankMoAnswer),
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
          <HeaderFields methods={methods} />
          {answerTypeSelect(
            () => methods.getValues('aktQuestionDTO') as Header,
            () => methods.getValues('aktmoQuestionDTO.noOfAnswers'),
          )}
          <RichTextField
            label="Question"
            name="aktmoQuestionDTO.question"
            control={methods.control}
            height={RichTextHeights.aktQuestion}
          />
          <MoAnswers control={methods.control} methods={methods} />
          <ExplanationField name="aktQuestionDTO.explanation" control={methods.control} />
          <EditorFormActions onCancel={onClose} />
        </>
      )}
    </Form>
  );
}

function MoAnswers({
  control,
  methods,
}: {
  control: Control<SaveAktMoQuestionInput>;
  methods: UseFormReturn<SaveAktMoQuestionInput>;
}) {
  const count = useWatch({ control, name: 'aktmoQuestionDTO.noOfAnswers' });
  const list = useWatch({ control, name: 'aktmoQuestionDTO.aktmoAnswerDTOList' });
  // Single best answer: said here as soon as it is not so (the schema holds the same rule for Save).
  const correctCount = (list ?? []).slice(0, count).filter((answer) => answer?.correctAnswer).length;
  // aktAnswerOptions of the application properties (spec section 3), 15 until they are loaded.
  const maxAnswers = useAnswerOptions().akt;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">Answers</legend>
      <AnswerCountSelect
        id="akt-answer-count"
        value={count}
        max={maxAnswers}
        onChange={(next) => {
          const list = methods.getValues('aktmoQuestionDTO.aktmoAnswerDTOList') ?? [];
          methods.setValue('aktmoQuestionDTO.aktmoAnswerDTOList', resizeAnswers(list, next, blankMoAnswer));
          methods.setValue('aktmoQuestionDTO.noOfAnswers', next, { shouldValidate: true });
          void methods.trigger();
        }}
      />
      {correctCount !== 1 && (
        <p role="alert" className="text-sm text-danger">
          {Messages.exactlyOneCorrectAnswer}
        </p>
      )}
      {Array.from({ length: count }, (_, index) => (
        <AnswerRow
          key={index}
          index={index}
          name={`aktmoQuestionDTO.aktmoAnswerDTOList.${index}.answer`}
          control={control}
        >
          <CorrectTick
            index={index}
            registration={methods.register(`aktmoQuestionDTO.aktmoAnswerDTOList.${index}.correctAnswer`)}
          />
        </AnswerRow>
      ))}
    </fieldset>
  );
}

type EmAnswersFormProps = {
  header: Header;
  detail?: Extract<AktQuestionDetail, { aktemAnswerListDTO: unknown }>;
  noOfAnswers: number;
  answerTypeSelect: AnswerTypeSelect;
  onClose: () => void;
  onSaved: (aktQuestionID: string) => void;
};

function EmAnswersForm({ header, detail, noOfAnswers, answerTypeSelect, onClose, onSaved }: EmAnswersFormProps) {
  const save = useSaveAktEmAnswerList();
  const answers = detail?.aktemAnswerListDTO.aktemAnswerDTOList ?? [];
  return (
    <Form
      schema={saveAktEmAnswerListInputSchema}
      aria-label="AKT question"
      options={{
        mode: 'onChange',
        defaultValues: {
          aktQuestionDTO: { ...header, aktAnswerType: 'EXTENDED_MATCH', noOfAnswers },
          aktemAnswerDTOList: resizeAnswers(answers, noOfAnswers, (index) => ({ answer: '', displayOrder: index + 1 })),
        },
      }}
      onSubmit={async (input) => {
        const result = await save.mutateAsync(input);
        const id = savedAktQuestionID(result) ?? header.aktQuestionID;
        if (id) onSaved(id);
        else onClose();
      }}
    >
      {(methods) => (
        <>
          <HeaderFields methods={methods} />
          {answerTypeSelect(
            () => methods.getValues('aktQuestionDTO') as Header,
            () => methods.getValues('aktQuestionDTO.noOfAnswers'),
          )}
          <EmAnswers methods={methods} />
          <EditorFormActions onCancel={onClose} />
        </>
      )}
    </Form>
  );
}

function EmAnswers({ methods }: { methods: UseFormReturn<SaveAktEmAnswerListInput> }) {
  const { akt } = useAnswerOptions();
  return (
    <EmAnswerFields
      methods={methods}
      countName="aktQuestionDTO.noOfAnswers"
      listName="aktemAnswerDTOList"
      max={akt}
      countId="akt-em-answer-count"
    />
  );
}
