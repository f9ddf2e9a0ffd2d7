import type { ChapterMenuResult, LessonItem, NoteItem, TopicMenuItem } from '@notebook/contracts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryView } from '@/components/ui/admin-list';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useChapterMenu } from '@/lib/chapter-menu';
import { useAdminLessonNotes } from '../api/get-lesson-notes';
import { useTopicLessons } from '../api/get-topic-lessons';
import { LessonDialog } from './lesson-dialog';
import { LessonList } from './lesson-list';
import { NoteEditor } from './note-editor';
import { NoteList } from './note-list';
import { useNotesPermissions } from './notes-permissions';
import { TopicOptions } from './topic-options';

type NotesWorkspaceProps = { title: string; description: string };

type LessonEditor = { lesson?: LessonItem };
type NoteEditorState = { note?: NoteItem };

/**
 * /admin/chapter/notes: pick a topic, then a lesson, and write its notes. The chosen topic and
 * lesson live in the query (?topicID=…&lessonID=…) so a reload keeps the place.
 */
export function NotesWorkspace({ title, description }: NotesWorkspaceProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const topicID = searchParams.get('topicID');
  const lessonID = searchParams.get('lessonID');
  const menu = useChapterMenu();
  const lessons = useTopicLessons(topicID);
  const notes = useAdminLessonNotes(lessonID);
  const permissions = useNotesPermissions();
  const [lessonEditor, setLessonEditor] = useState<LessonEditor | null>(null);
  const [noteEditor, setNoteEditor] = useState<NoteEditorState | null>(null);

  const topicName = findTopicName(menu.data, topicID) ?? '';
  const lesson = lessons.data?.lessons.find((candidate) => candidate.lessonID === lessonID);

  // A note being edited closes when another lesson or topic is shown (its editor asks first when it has unsaved changes).
  const [shownPlace, setShownPlace] = useState({ topicID, lessonID });
  if (shownPlace.topicID !== topicID || shownPlace.lessonID !== lessonID) {
    setShownPlace({ topicID, lessonID });
    setNoteEditor(null);
  }

  function select(next: { topicID?: string; lessonID?: string }) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.topicID !== undefined) {
          params.set('topicID', next.topicID);
          params.delete('lessonID');
        }
        if (next.lessonID !== undefined) params.set('lessonID', next.lessonID);
        if (!params.get('topicID')) params.delete('topicID');
        return params;
      },
      { replace: false },
    );
  }

  return (
    <section>
      <PageHeader title={title} description={description} />
      <QueryView query={menu}>
        {(menuData) => (
          <div className="flex flex-col gap-6">
            <TopicPicker menu={menuData} topicID={topicID} onChange={(id) => select({ topicID: id })} />
            {topicID && (
              <div className="grid items-start gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
                <QueryView query={lessons} pending={<Spinner />}>
                  {(lessonsData) => (
                    <LessonList
                      topicName={topicName}
                      data={lessonsData}
                      selectedLessonID={lessonID}
                      permissions={permissions}
                      onSelect={(id) => select({ lessonID: id })}
                      onAdd={() => setLessonEditor({})}
                      onEdit={(item) => setLessonEditor({ lesson: item })}
                    />
                  )}
                </QueryView>
                <div className="min-w-0">
                  {!lessonID || !lesson ? (
                    <p className="rounded-xl border border-dashed border-line p-10 text-center text-sm text-ink-muted">
                      Choose a lesson to see and write its notes.
                    </p>
                  ) : noteEditor ? (
                    <NoteEditor
                      key={noteEditor.note?.noteID ?? 'new'}
                      lessonID={lesson.lessonID}
                      lessonName={lesson.lessonName}
                      note={noteEditor.note}
                      onDone={() => setNoteEditor(null)}
                    />
                  ) : (
                    <QueryView query={notes} pending={<Spinner />}>
                      {(notesData) => (
                        <NoteList
                          topicID={topicID}
                          lessonName={lesson.lessonName}
                          data={notesData}
                          permissions={permissions}
                          onAdd={() => setNoteEditor({})}
                          onEdit={(note) => setNoteEditor({ note })}
                        />
                      )}
                    </QueryView>
                  )}
                </div>
              </div>
            )}
          </div>
        )}
      </QueryView>
      {lessonEditor && topicID && (
        <LessonDialog
          topicID={topicID}
          topicName={topicName}
          lesson={lessonEditor.lesson}
          onClose={() => setLessonEditor(null)}
        />
      )}
    </section>
  );
}

function findTopicName(menu: ChapterMenuResult | undefined, topicID: string | null): string | undefined {
  if (!menu || !topicID) return undefined;
  for (const group of menu.chapterGroups)
    for (const chapter of group.chapters) {
      const topic = chapter.topics.find((candidate) => candidate.topicID === topicID);
      if (topic) return topic.topicName;
    }
  return undefined;
}

/** The topics grouped by chapter, narrowed by a search box as the admin types (there are well over a hundred). */
function TopicPicker({
  menu,
  topicID,
  onChange,
}: {
  menu: ChapterMenuResult;
  topicID: string | null;
  onChange: (topicID: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const include = (topic: TopicMenuItem) =>
    topic.topicID === topicID || words.every((word) => topic.topicName.toLowerCase().includes(word));
  const matches = menu.chapterGroups
    .flatMap((group) => group.chapters.flatMap((chapter) => chapter.topics))
    .filter(include).length;
  return (
    <div className="flex max-w-2xl flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Topic
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput
          aria-label="Find a topic"
          placeholder="Find a topic…"
          value={search}
          onSearch={setSearch}
          className="sm:max-w-56"
        />
        <select
          id={id}
          value={topicID ?? ''}
          onChange={(event) => event.target.value && onChange(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value="">{words.length ? `${matches} topic(s) match` : 'Choose a topic…'}</option>
          <TopicOptions menu={menu} include={include} />
        </select>
      </div>
    </div>
  );
}
