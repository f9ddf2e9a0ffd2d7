import { EllipsisVertical } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { IndexChapter, IndexTopic } from '../api/get-primary-index';
import { useDeleteMyOwnTopic } from '../api/delete-my-own-topic';
import { EditTopicDialog, MoveTopicDialog } from './reader-topic-dialogs';

type OwnTopicMenuProps = { topic: IndexTopic; chapter: IndexChapter; chapters: IndexChapter[]; movable: boolean };

/**
 * The actions on a reader's own topic in the primary index (rename, move to a chapter, remove), with
 * their dialogs. Its own chunk: only readers with topics of their own load it (primary-index.tsx).
 */
export function OwnTopicMenu({ topic, chapter, chapters, movable }: OwnTopicMenuProps) {
  const navigate = useNavigate();
  const deleteTopic = useDeleteMyOwnTopic();
  const [dialog, setDialog] = useState<'edit' | 'move' | 'remove' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${topic.topicName}`}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {movable && <DropdownMenuItem onSelect={() => setDialog('edit')}>Edit topic</DropdownMenuItem>}
          {movable && <DropdownMenuItem onSelect={() => setDialog('move')}>Move to chapter</DropdownMenuItem>}
          <DropdownMenuItem onSelect={() => setDialog('remove')}>Remove topic</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'edit' && (
        <EditTopicDialog topicID={topic.topicID} topicName={topic.topicName} open onOpenChange={close} />
      )}
      {dialog === 'move' && (
        <MoveTopicDialog
          topicID={topic.topicID}
          topicName={topic.topicName}
          chapterID={chapter.chapterID}
          chapters={chapters}
          open
          onOpenChange={close}
        />
      )}
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={close}
        title="Remove topic"
        body={`Are you sure to remove the topic ${topic.topicName}?`}
        onConfirm={() =>
          deleteTopic.mutate(topic.topicID, { onSuccess: () => void navigate(paths.public.home.getHref()) })
        }
      />
    </>
  );
}
