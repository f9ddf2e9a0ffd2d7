import type { ChapterGroupMenuItem } from '@notebook/contracts';
import { NameStatusDialog } from '@/components/ui/name-status-dialog';
import { saveChapterGroupInputSchema, useSaveChapterGroup } from '../api/save-chapter-group';

type ChapterGroupDialogProps = { group?: ChapterGroupMenuItem; onClose: () => void };

export function ChapterGroupDialog({ group, onClose }: ChapterGroupDialogProps) {
  const saveChapterGroup = useSaveChapterGroup();
  return (
    <NameStatusDialog
      title={group ? 'Edit chapter group' : 'New chapter group'}
      nameLabel="Chapter group name"
      nameField="chapterGroupName"
      schema={saveChapterGroupInputSchema}
      defaultValues={{
        chapterGroupID: group?.chapterGroupID,
        chapterGroupName: group?.chapterGroupName ?? '',
        status: group?.status ?? 'ACT',
      }}
      save={(input) => saveChapterGroup.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
