import type { NoteItem } from '@notebook/contracts';
import { Controller } from 'react-hook-form';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ContentSourceFields, contentSourceDefaults } from '@/components/ui/content-source';
import { Form, InputField, SaveBlockedHint, SubmitButton, SelectField } from '@/components/ui/form';
import { saveNoteInputSchema, useSaveNote } from '../api/save-note';
import { statusOptions } from './lesson-dialog';
import { NoteResources } from './note-resources';
import { useNotesPermissions } from './notes-permissions';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useLeaveGuard } from '@/lib/leave-guard';

type NoteEditorProps = {
  lessonID: string;
  lessonName: string;
  /** Absent for a new note. */
  note?: NoteItem;
  onDone: () => void;
};

/** Header, status and the rich text of one note; Save waits until the form is valid. */
export function NoteEditor({ lessonID, lessonName, note, onDone }: NoteEditorProps) {
  const saveNote = useSaveNote();
  const permissions = useNotesPermissions();
  const titleId = useId();
  const contentLabelId = useId();
  const title = note ? 'Edit note' : 'New note';

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-0.5">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">In {lessonName}</p>
      </div>
      <Form
        aria-labelledby={titleId}
        schema={saveNoteInputSchema}
        options={{
          mode: 'onChange',
          defaultValues: {
            noteID: note?.noteID,
            lessonID,
            noteHeader: note?.noteHeader ?? '',
            noteContent: note?.noteContent ?? '',
            status: note?.status ?? 'ACT',
            ...contentSourceDefaults(note),
          },
        }}
        onSubmit={async (input) => {
          await saveNote.mutateAsync(input);
          onDone();
        }}
      >
        {({ bind, control, formState }) => (
          <>
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <InputField label="Note header" autoComplete="off" {...bind('noteHeader')} />
              <SelectField label="Status" options={statusOptions} {...bind('status')} />
            </div>
            <div className="flex flex-col gap-1.5">
              <span id={contentLabelId} className="text-sm font-medium text-ink">
                Note content
              </span>
              <Controller
                control={control}
                name="noteContent"
                render={({ field, fieldState }) => (
                  <>
                    <RichTextEditor
                      label="Note content"
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={Boolean(fieldState.error)}
                    />
                    {fieldState.error && (
                      <p role="alert" className="text-sm text-danger">
                        {fieldState.error.message}
                      </p>
                    )}
                  </>
                )}
              />
            </div>
            <ContentSourceFields
              title={bind('sourceTitle')}
              url={bind('sourceUrl')}
              reviewedOn={bind('lastReviewedOn')}
            />
            <NoteEditorActions dirty={formState.isDirty} saving={formState.isSubmitting} onDone={onDone} />
          </>
        )}
      </Form>
      {note && <NoteResources noteID={note.noteID} noteHeader={note.noteHeader} canUpload={permissions.note.update} />}
    </section>
  );
}

/** Why Save is off, Cancel and Save; leaving with unsaved changes (Cancel, another lesson, another page) asks first. */
function NoteEditorActions({ dirty, saving, onDone }: { dirty: boolean; saving: boolean; onDone: () => void }) {
  const { confirmLeave, dialog } = useLeaveGuard(dirty && !saving, 'this note');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      <SaveBlockedHint className="sm:mr-auto sm:self-center" />
      <Button variant="secondary" onClick={() => confirmLeave(onDone)}>
        Cancel
      </Button>
      <SubmitButton />
      {dialog}
    </div>
  );
}
