import type { KfpCaseDTO } from '@notebook/contracts';
import { ContentSourceFields, contentSourceDefaults } from '@/components/ui/content-source';
import { Form, InputField, SelectField } from '@/components/ui/form';
import { saveKfpCaseInputSchema, useSaveKfpCase } from '../../api/save-kfp-case';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { statusOptions } from '../shell/texts';
import { EditorFormActions } from '../shell/editor-form-actions';
import { LessonSelect } from '../shell/lesson-select';

type KfpCaseFormProps = { topicID: string; kfpCase?: KfpCaseDTO; onClose: () => void };

/** The KFP case form: case name (required, max 400), case description (rich text, required), status. */
export function KfpCaseForm({ topicID, kfpCase, onClose }: KfpCaseFormProps) {
  const save = useSaveKfpCase();
  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-base font-semibold text-ink">{kfpCase ? 'Edit KFP case' : 'New KFP case'}</h3>
      <Form
        schema={saveKfpCaseInputSchema}
        aria-label="KFP case"
        options={{
          mode: 'onChange',
          defaultValues: {
            kfpCaseID: kfpCase?.kfpCaseID,
            topicID,
            caseName: kfpCase?.caseName ?? '',
            caseDescription: kfpCase?.caseDescription ?? '',
            status: kfpCase?.status ?? 'ACT',
            version: kfpCase?.version,
            lessonID: kfpCase?.lessonID,
            ...contentSourceDefaults(kfpCase),
          },
        }}
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          onClose();
        }}
      >
        {({ bind, control }) => (
          <>
            <InputField label="Case name" autoComplete="off" {...bind('caseName')} />
            <RichTextField
              label="Case description"
              name="caseDescription"
              control={control}
              height={RichTextHeights.kfpCaseDescription}
            />
            <SelectField label="Status" options={statusOptions} {...bind('status')} />
            <LessonSelect topicID={topicID} control={control} name="lessonID" />
            <ContentSourceFields
              title={bind('sourceTitle')}
              url={bind('sourceUrl')}
              reviewedOn={bind('lastReviewedOn')}
            />
            <EditorFormActions onCancel={onClose} />
          </>
        )}
      </Form>
    </div>
  );
}
