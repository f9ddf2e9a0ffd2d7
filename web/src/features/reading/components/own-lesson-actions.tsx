import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDeleteMyOwnLesson } from '../api/delete-my-own-lesson';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditLessonDialog } from './lesson-dialogs';
import { lessonsHref } from '@/lib/reading-links';

/** Edit and Remove for the reader's own lesson; removing confirms, then opens the topic's lessons page. */
export function OwnLessonActions({
  lessonID,
  lessonName,
  topicID,
  canRename,
}: {
  lessonID: string;
  lessonName: string;
  topicID: string;
  canRename: boolean;
}) {
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const deleteLesson = useDeleteMyOwnLesson();
  const navigate = useNavigate();
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div className="relative z-10 flex items-center gap-0.5">
      {canRename && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit lesson ${lessonName}`}
          onClick={() => setDialog('edit')}
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Remove lesson ${lessonName}`}
        onClick={() => setDialog('remove')}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {dialog === 'edit' && <EditLessonDialog lessonID={lessonID} lessonName={lessonName} open onOpenChange={close} />}
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={close}
        title="Remove lesson"
        body={`Are you sure to remove the lesson ${lessonName}?`}
        onConfirm={() => deleteLesson.mutate(lessonID, { onSuccess: () => void navigate(lessonsHref(topicID)) })}
      />
    </div>
  );
}
