import { Messages, type ChapterMenuResult } from '@notebook/contracts';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { useSavedOrder } from '@/components/ui/drag-reorder';
import { PageHeader } from '@/components/ui/page-header';
import { useChapterMenu } from '@/lib/chapter-menu';
import { useUpdateChapterGroupDisplayOrder } from '../api/update-chapter-group-display-order';
import { ChapterDialog } from './chapter-dialog';
import { ChapterGroupDialog } from './chapter-group-dialog';
import { ChapterGroupItem } from './chapter-group-item';
import type { CatalogEditor } from './catalog-editor';
import { useCatalogPermissions } from './catalog-permissions';
import { MoveTopicDialog } from './move-topic-dialog';
import { TopicDialog } from './topic-dialog';

type ChapterCatalogProps = {
  title: string;
  description: string;
  /** Show the tree without any add, edit, status or reorder controls. */
  readOnly?: boolean;
};

/** The chapter group > chapter > topic tree of the admin catalog (getChapterMenu). */
export function ChapterCatalog({ title, description, readOnly = false }: ChapterCatalogProps) {
  const menu = useChapterMenu();
  const permissions = useCatalogPermissions(readOnly);
  const updateGroupOrder = useUpdateChapterGroupDisplayOrder();
  const [editor, setEditor] = useState<CatalogEditor | null>(null);
  const groups = menu.data?.chapterGroups ?? [];
  const groupIDs = groups.map((group) => group.chapterGroupID);
  const { move: reorderGroups, drag } = useSavedOrder(groupIDs, updateGroupOrder, (chapterGroupIDs) => ({
    chapterGroupIDs,
  }));

  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={
          permissions.addGroup && (
            <Button onClick={() => setEditor({ kind: 'group' })}>
              <FolderPlus aria-hidden="true" />
              New chapter group
            </Button>
          )
        }
      />
      <QueryView query={menu} isEmpty={() => groups.length === 0} empty={Messages.noChaptersFound}>
        {() => (
          <ul aria-label="Chapter groups" className="flex flex-col gap-5">
            {groups.map((group, index) => (
              <ChapterGroupItem
                key={group.chapterGroupID}
                group={group}
                position={{ index, count: groups.length }}
                permissions={permissions}
                drag={permissions.reorderGroups ? drag(index) : undefined}
                onOpenEditor={setEditor}
                onMove={(step) => reorderGroups(index, index + step)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {editor && <EditorDialog editor={editor} menu={menu.data} onClose={() => setEditor(null)} />}
    </section>
  );
}

function EditorDialog({
  editor,
  menu,
  onClose,
}: {
  editor: CatalogEditor;
  menu?: ChapterMenuResult;
  onClose: () => void;
}) {
  switch (editor.kind) {
    case 'group':
      return <ChapterGroupDialog group={editor.group} onClose={onClose} />;
    case 'chapter': {
      const groupName =
        menu?.chapterGroups.find((group) => group.chapterGroupID === editor.chapterGroupID)?.chapterGroupName ?? '';
      return (
        <ChapterDialog
          chapterGroupID={editor.chapterGroupID}
          groupName={groupName}
          chapter={editor.chapter}
          onClose={onClose}
        />
      );
    }
    case 'topic': {
      const chapterName =
        menu?.chapterGroups.flatMap((group) => group.chapters).find((chapter) => chapter.chapterID === editor.chapterID)
          ?.chapterName ?? '';
      return (
        <TopicDialog chapterID={editor.chapterID} chapterName={chapterName} topic={editor.topic} onClose={onClose} />
      );
    }
    case 'moveTopic':
      return <MoveTopicDialog topic={editor.topic} groups={menu?.chapterGroups ?? []} onClose={onClose} />;
  }
}
