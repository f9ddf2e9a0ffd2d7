import type { AdminLessonNotesResult, NoteItem } from '@notebook/contracts';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { DragHandle, DropIndicator, useSavedOrder } from '@/components/ui/drag-reorder';
import { StatusDot } from '@/components/ui/status-dot';
import { useDraftNote } from '../api/draft-note';
import { usePublishNote } from '../api/publish-note';
import { useUpdateNoteDisplayOrder } from '../api/update-note-display-order';
import { useUpdateNoteStatus } from '../api/update-note-status';
import { ListSection } from './list-section';
import { MoveNoteDialog } from './move-dialogs';
import type { NotesPermissions } from './notes-permissions';
import { RowActions } from '@/components/ui/row-actions';
import { PublishSwitch } from './row-controls';

type NoteListProps = {
  /** The topic the lesson is in: the move dialog starts there. */
  topicID: string;
  lessonName: string;
  data: AdminLessonNotesResult;
  permissions: NotesPermissions;
  onAdd: () => void;
  onEdit: (note: NoteItem) => void;
};

/** A lesson's notes in reading order, with publish, status and order controls. */
export function NoteList({ topicID, lessonName, data, permissions, onAdd, onEdit }: NoteListProps) {
  const can = permissions.note;
  const updateStatus = useUpdateNoteStatus();
  const publish = usePublishNote();
  const draft = useDraftNote();
  const reorder = useUpdateNoteDisplayOrder();
  const [moving, setMoving] = useState<NoteItem | null>(null);
  const notes = [...data.notes].sort((a, b) => a.displayOrder - b.displayOrder);
  const { move: reorderNotes, drag } = useSavedOrder(notes, reorder, (reordered) => ({
    lessonID: data.lessonID,
    noteIDs: reordered.map((note) => note.noteID),
  }));

  return (
    <ListSection
      titleId="admin-notes-title"
      title={`Notes of ${lessonName}`}
      titleClassName="min-w-0 truncate"
      add={can.add ? { label: 'Add note', icon: FilePlus2, onClick: onAdd } : undefined}
      isEmpty={notes.length === 0}
      empty="No note(s) yet"
      list={
        <ul
          aria-label={`Notes of ${lessonName}`}
          className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface"
        >
          {notes.map((note, index) => {
            const nameId = `note-name-${note.noteID}`;
            const item = can.move ? drag(index) : undefined;
            return (
              <li
                key={note.noteID}
                aria-labelledby={nameId}
                className="relative flex flex-wrap items-center gap-3 px-4 py-3 data-[dragging]:opacity-50"
                {...item?.targetProps}
              >
                {item && <DropIndicator position={item.indicator} />}
                {item && <DragHandle name={`note ${note.noteHeader}`} item={item} />}
                <StatusDot status={note.status} />
                <span id={nameId} className="min-w-0 flex-1 text-sm font-medium text-ink">
                  {note.noteHeader}
                </span>
                <PublishSwitch
                  kind="note"
                  name={note.noteHeader}
                  state={note.publishState}
                  canPublish={can.publish}
                  canDraft={can.draft}
                  onChange={(on) => (on ? publish : draft).mutate({ noteID: note.noteID })}
                />
                <RowActions
                  kind="note"
                  name={note.noteHeader}
                  status={note.status}
                  position={{ index, count: notes.length }}
                  onEdit={can.update ? () => onEdit(note) : undefined}
                  onToggleStatus={
                    can.status
                      ? () =>
                          updateStatus.mutate({ noteID: note.noteID, status: note.status === 'ACT' ? 'INA' : 'ACT' })
                      : undefined
                  }
                  onMove={can.move ? (step) => reorderNotes(index, index + step) : undefined}
                  moveElsewhere={can.move ? { parentKind: 'lesson', onClick: () => setMoving(note) } : undefined}
                />
              </li>
            );
          })}
        </ul>
      }
    >
      {moving && <MoveNoteDialog note={moving} topicID={topicID} onClose={() => setMoving(null)} />}
    </ListSection>
  );
}
