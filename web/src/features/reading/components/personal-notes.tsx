import { NOTE_HEADER_MAX } from '@notebook/contracts';
import type { ReaderNoteItem } from '@notebook/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, InputField, SubmitButton, TextAreaField, upTo, type FieldBinding } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { addNoteInputSchema, useAddNoteToLesson } from '../api/add-note-to-lesson';
import { useTrashReaderNote } from '../api/trash-reader-note';
import { updateNoteInputSchema, useUpdateNoteOfLesson } from '../api/update-note-of-lesson';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text to note HTML: blank lines separate paragraphs, single newlines are line breaks. */
export function textToNoteHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Note HTML back to the text the form edits. */
export function noteHtmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  const blocks = [...doc.body.children];
  if (blocks.length === 0) return doc.body.textContent ?? '';
  return blocks.map((block) => block.textContent ?? '').join('\n\n');
}

type NoteFieldsProps = {
  /** The `bind` of either note form (add, edit). */
  bind: (name: 'noteHeader' | 'noteContent') => FieldBinding;
  onCancel: () => void;
};

/** The note form's title and text, then Cancel and Save. */
function NoteFields({ bind, onCancel }: NoteFieldsProps) {
  return (
    <>
      <InputField
        label="Note title"
        autoComplete="off"
        maxLength={NOTE_HEADER_MAX}
        hint={upTo(NOTE_HEADER_MAX)}
        {...bind('noteHeader')}
      />
      <TextAreaField
        label="My note"
        rows={6}
        className="h-auto min-h-32 leading-relaxed"
        registration={bind('noteContent').registration}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton />
      </div>
    </>
  );
}

type NoteFormProps = { lessonID: string; note?: ReaderNoteItem; onDone: () => void };

/** "Add my note" / "Edit my note": a title and plain text, stored as paragraphs. */
export function PersonalNoteForm({ lessonID, note, onDone }: NoteFormProps) {
  const addNote = useAddNoteToLesson();
  // One id per opening of the form: saving it again (a retry, a second click) cannot make a second note.
  const [newNoteID] = useState(() => crypto.randomUUID());
  const updateNote = useUpdateNoteOfLesson();
  const title = note ? 'Edit my note' : 'Add my note';
  return (
    <div className="rounded-2xl border border-accent/40 bg-surface p-5">
      {note ? (
        <Form
          aria-label={title}
          schema={updateNoteInputSchema}
          options={{
            mode: 'onChange',
            defaultValues: {
              noteID: note.noteID,
              noteHeader: note.noteHeader,
              noteContent: noteHtmlToText(note.noteContent),
            },
          }}
          onSubmit={async (values) => {
            await updateNote.mutateAsync({ ...values, noteContent: textToNoteHtml(values.noteContent) });
            onDone();
          }}
        >
          {({ bind }) => <NoteFields bind={bind} onCancel={onDone} />}
        </Form>
      ) : (
        <Form
          aria-label={title}
          schema={addNoteInputSchema}
          options={{ mode: 'onChange', defaultValues: { lessonID, noteHeader: '', noteContent: '' } }}
          onSubmit={async (values) => {
            try {
              await addNote.mutateAsync({
                ...values,
                noteID: newNoteID,
                noteContent: textToNoteHtml(values.noteContent),
              });
            } catch (error) {
              // Saved, only not shown yet ('It will show in a moment'): the form's work is done.
              if (!(error instanceof ApiError && error.savedNotYetVisible)) throw error;
            }
            onDone();
          }}
        >
          {({ bind }) => <NoteFields bind={bind} onCancel={onDone} />}
        </Form>
      )}
    </div>
  );
}

/** Edit and Delete (to the trash) on one of the reader's personal notes. */
export function PersonalNoteActions({ note, onEdit }: { note: ReaderNoteItem; onEdit: () => void }) {
  const trash = useTrashReaderNote();
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={`Edit note ${note.noteHeader}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete note ${note.noteHeader}`}
        disabled={trash.isPending}
        onClick={() => trash.mutate(note.noteID)}
      >
        Delete
      </Button>
    </div>
  );
}
