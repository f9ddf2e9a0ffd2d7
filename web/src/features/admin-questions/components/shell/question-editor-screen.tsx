import type { TopicMenuItem } from '@notebook/contracts';
import { Fragment, type ReactNode } from 'react';
import { EditorShell } from './editor-shell';
import { useCanEditQuestions } from './question-permissions';
import type { QuestionEditorKind } from './remembered-topic';

type EditorProps = {
  topicID: string;
  /** Absent for a new item. */
  id?: string;
  canEdit: boolean;
  /** Back to the list. */
  onClose: () => void;
  /** Saved: stay on the item (now with its id). */
  onSaved: (id: string) => void;
};

/** What a topic's list gets from the screen. */
export type ListProps = { topicID: string; canEdit: boolean; onEdit: (id: string) => void };

type QuestionEditorScreenProps = {
  kind: QuestionEditorKind;
  title: string;
  description: string;
  /** Accessible name of the header plus, e.g. "New AKT question". */
  newItemLabel: string;
  headerExtra?: (topic: TopicMenuItem) => ReactNode;
  editor: (props: EditorProps) => ReactNode;
  list: (props: ListProps) => ReactNode;
};

/**
 * The KFP, AKT and KFP(MSQ) editor screens: the selected topic's list, or the editor of the item chosen
 * (fresh for each item); adding, editing and removing are offered with the editor's add/edit privilege.
 */
export function QuestionEditorScreen({ kind, newItemLabel, editor, list, ...shell }: QuestionEditorScreenProps) {
  const canEdit = useCanEditQuestions(kind);
  return (
    <EditorShell kind={kind} newItemLabel={newItemLabel} canAdd={canEdit} {...shell}>
      {({ topic, view, setView }) => {
        const openEditor = (id: string) => setView({ mode: 'edit', id });
        if (view.mode === 'list') return list({ topicID: topic.topicID, canEdit, onEdit: openEditor });
        return (
          <Fragment key={view.id ?? 'new'}>
            {editor({
              topicID: topic.topicID,
              id: view.id,
              canEdit,
              onClose: () => setView({ mode: 'list' }),
              onSaved: openEditor,
            })}
          </Fragment>
        );
      }}
    </EditorShell>
  );
}
