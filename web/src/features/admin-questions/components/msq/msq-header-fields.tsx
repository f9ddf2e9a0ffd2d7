import { MsqType, QuestionBankLimits, type MsqQuestionDTO } from '@notebook/contracts';
import { ContentSourceFields, contentSourceDefaults } from '@/components/ui/content-source';
import { InputField, SelectField, type FieldBinding } from '@/components/ui/form';
import { statusOptions, yesNoOptions } from '../shell/texts';

const typeOptions = MsqType.map((type) => ({ value: type, label: type }));

type HeaderName =
  'questionName' | 'msqType' | 'status' | 'selectedForMock' | 'sourceTitle' | 'sourceUrl' | 'lastReviewedOn';

/** The details both KFP(MSQ) forms start from: the question's, or a new one's defaults (MSQ, active, not for mock). */
export function msqHeaderDefaults(question: MsqQuestionDTO | undefined, topicID: string) {
  return {
    msqQuestionID: question?.msqQuestionID,
    topicID,
    questionName: question?.questionName ?? '',
    msqType: question?.msqType ?? 'MSQ',
    status: question?.status ?? 'ACT',
    selectedForMock: question?.selectedForMock ?? 'N',
    version: question?.version,
    lessonID: question?.lessonID,
    ...contentSourceDefaults(question),
  };
}

/** The title above both KFP(MSQ) forms. */
export const msqEditorTitle = (question: MsqQuestionDTO | undefined) =>
  question ? 'Edit KFP(MSQ) question' : 'New KFP(MSQ) question';

/** How many answers a KFP(MSQ) form starts with: the saved ones, those kept by an answer type change, or the default. */
export const msqStartingAnswerCount = (savedCount: number, keptCount: number | undefined) =>
  savedCount || keptCount || QuestionBankLimits.defaultAnswerCount;

/** "Question name", "Type", "Status", "Selected for mock exam" and the source (issue 29) of a KFP(MSQ) form's `msqQuestionDTO`. */
export function MsqHeaderFields({
  bind,
}: {
  /** The form's binding of `msqQuestionDTO.<name>`. */
  bind: (name: HeaderName) => FieldBinding;
}) {
  return (
    <>
      <InputField label="Question name" autoComplete="off" {...bind('questionName')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Type" options={typeOptions} {...bind('msqType')} />
        <SelectField label="Status" options={statusOptions} {...bind('status')} />
        <SelectField label="Selected for mock exam" options={yesNoOptions} {...bind('selectedForMock')} />
      </div>
      <ContentSourceFields title={bind('sourceTitle')} url={bind('sourceUrl')} reviewedOn={bind('lastReviewedOn')} />
    </>
  );
}
