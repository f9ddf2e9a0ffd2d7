import type { ChapterMenuItem } from '@notebook/contracts';
import { NameStatusDialog } from '@/components/ui/name-status-dialog';
import { saveChapterInputSchema, useSaveChapter } from '../api/save-chapter';

type ChapterDialogProps = { chapterGroupID: string; groupName: string; chapter?: ChapterMenuItem; onClose: () => void };

export function ChapterDialog({ chapterGroupID, groupName, chapter, onClose }: ChapterDialogProps) {
  const saveChapter = useSaveChapter();
  return (
    <NameStatusDialog
      title={chapter ? 'Edit chapter' : 'Add chapter'}
      description={`In ${groupName}`}
      nameLabel="Chapter name"
      nameField="chapterName"
      schema={saveChapterInputSchema}
      defaultValues={{
        chapterID: chapter?.chapterID,
        chapterGroupID,
        chapterName: chapter?.chapterName ?? '',
        status: chapter?.status ?? 'ACT',
      }}
      save={(input) => saveChapter.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
