import type { TopicMenuItem } from '@notebook/contracts';
import { Maximize2, Minimize2, Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useChapterMenu } from '@/lib/chapter-menu';
import { useRememberedTopic, type QuestionEditorKind } from './remembered-topic';
import { TopicMenu } from './topic-menu';

/** List view, or the editor of one item (a new one when id is absent). */
export type EditorView = { mode: 'list' } | { mode: 'edit'; id?: string };

export type EditorPanelProps = {
  topic: TopicMenuItem;
  view: EditorView;
  setView: (view: EditorView) => void;
};

type EditorShellProps = {
  kind: QuestionEditorKind;
  title: string;
  description: string;
  /** Accessible name of the header plus, e.g. "New AKT question". */
  newItemLabel: string;
  /** Offer the plus (the add/edit privilege of the editor). */
  canAdd: boolean;
  /** Shown in the panel header (the AKT and MSQ mock question count). */
  headerExtra?: (topic: TopicMenuItem) => ReactNode;
  children: (props: EditorPanelProps) => ReactNode;
};

/**
 * The frame of the KFP, AKT and KFP(MSQ) editors (spec section 2): the chapter/topic menu on the
 * left, the selected topic's panel on the right with its plus, full-screen toggle and close.
 */
export function EditorShell({
  kind,
  title,
  description,
  newItemLabel,
  canAdd,
  headerExtra,
  children,
}: EditorShellProps) {
  const menu = useChapterMenu();
  const [topicID, setTopicID] = useRememberedTopic(kind);
  const [fullScreen, setFullScreen] = useState(false);
  const [view, setView] = useState<EditorView>({ mode: 'list' });

  const groups = menu.data?.chapterGroups ?? [];
  const topic = groups
    .flatMap((group) => group.chapters.flatMap((chapter) => chapter.topics))
    .find((candidate) => candidate.topicID === topicID);

  const selectTopic = (next: TopicMenuItem) => {
    setView({ mode: 'list' });
    setFullScreen(false);
    setTopicID(next.topicID);
  };

  return (
    <section>
      <PageHeader title={title} description={description} />
      <div className="grid gap-5 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <nav
          aria-label="Topics"
          className="self-start rounded-2xl border border-line bg-surface p-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
        >
          {menu.isPending ? (
            <PageSpinner />
          ) : menu.isError ? (
            <p role="alert" className="p-2 text-sm text-danger">
              {menu.error.message}
            </p>
          ) : (
            <TopicMenu groups={groups} selectedTopicID={topic?.topicID ?? null} onSelect={selectTopic} />
          )}
        </nav>
        {topic ? (
          <section
            aria-label={topic.topicName}
            className={cn(
              'flex min-w-0 flex-col rounded-2xl border border-line bg-surface',
              fullScreen && 'fixed inset-0 z-30 overflow-y-auto rounded-none border-0',
            )}
            data-full-screen={fullScreen || undefined}
          >
            <header className="flex flex-wrap items-center gap-3 border-b border-line px-5 py-3">
              <h2 className="min-w-0 flex-1 truncate text-lg font-semibold text-ink">{topic.topicName}</h2>
              {headerExtra?.(topic)}
              <div className="flex items-center gap-1">
                {canAdd && (
                  <Button
                    variant="primary"
                    size="icon-sm"
                    aria-label={newItemLabel}
                    title={newItemLabel}
                    onClick={() => setView({ mode: 'edit' })}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={fullScreen ? 'Exit full screen' : 'Full screen'}
                  title={fullScreen ? 'Exit full screen' : 'Full screen'}
                  aria-pressed={fullScreen}
                  onClick={() => setFullScreen(!fullScreen)}
                >
                  {fullScreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label="Close"
                  title="Close"
                  onClick={() => {
                    setFullScreen(false);
                    setView({ mode: 'list' });
                    setTopicID(null);
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            </header>
            <div className="p-5" key={topic.topicID}>
              {children({ topic, view, setView })}
            </div>
          </section>
        ) : (
          <p className="self-start rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
            Select a topic to see its questions.
          </p>
        )}
      </div>
    </section>
  );
}

/** "Mock questions: N" in the AKT and MSQ panel headers. */
export function MockCount({ count }: { count: number | undefined }) {
  return (
    <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm text-ink-muted" aria-live="polite">
      Mock questions: {count ?? '–'}
    </span>
  );
}
