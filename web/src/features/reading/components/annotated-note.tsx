import { AnnotationColours, type AnnotationColour, type NoteAnnotation } from '@notebook/contracts';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  useAddNoteAnnotation,
  useDeleteNoteAnnotation,
  useNoteAnnotations,
  useUpdateNoteAnnotation,
} from '../api/note-annotations';
import {
  anchorHighlight,
  highlightColourClass,
  highlightFromRange,
  paintHighlights,
  type Highlight,
} from './highlight-anchoring';
import { noteProse } from '@/lib/note-prose';

const colourLabel: Record<AnnotationColour, string> = { yellow: 'Yellow', green: 'Green', blue: 'Blue', pink: 'Pink' };

/** What the toolbar is for, and where the text it is about sits (relative to the note). */
type Editing = ({ kind: 'new'; highlight: Highlight } | { kind: 'existing'; annotation: NoteAnnotation }) & {
  anchor: Anchor;
};
/** The text's top and bottom edges relative to the note, and whether there is room under it in the window. */
type Anchor = { top: number; bottom: number; roomBelow: boolean };

/** Room the toolbar needs under the text before it goes above it instead. */
const TOOLBAR_ROOM_PX = 220;

function anchorOf(rect: DOMRect, note: HTMLElement): Anchor {
  const noteTop = note.getBoundingClientRect().top;
  return {
    top: rect.top - noteTop,
    bottom: rect.bottom - noteTop,
    roomBelow: window.innerHeight - rect.bottom >= TOOLBAR_ROOM_PX,
  };
}

/**
 * A note's sanitised HTML with the reader's highlights painted over it. Selecting text opens the
 * "Highlight" toolbar (four colours, optional comment); activating a highlight opens it for editing.
 */
export function AnnotatedNote({
  lessonID,
  noteID,
  content,
  annotatable,
}: {
  lessonID: string;
  noteID: string;
  content: string;
  annotatable: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const annotations = useNoteAnnotations(lessonID, noteID, annotatable);
  const [editing, setEditing] = useState<Editing | null>(null);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Start from the note's own HTML every time, then paint what anchors.
    root.innerHTML = content;
    const text = root.textContent ?? '';
    const painted = (annotations.data ?? []).flatMap((annotation) => {
      const range = anchorHighlight(text, annotation);
      return range
        ? [{ ...range, id: annotation.annotationID, colour: annotation.colour, comment: annotation.comment }]
        : [];
    });
    paintHighlights(root, painted);
  }, [content, annotations.data]);

  const onSelect = () => {
    if (!annotatable || !ref.current) return;
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    const highlight = highlightFromRange(ref.current, range);
    // (A DOM without layout, as in unit tests, has no range geometry: the note's own box stands in.)
    const rect =
      typeof range.getBoundingClientRect === 'function'
        ? range.getBoundingClientRect()
        : ref.current.getBoundingClientRect();
    if (highlight) setEditing({ kind: 'new', highlight, anchor: anchorOf(rect, ref.current) });
  };

  const openMark = (target: EventTarget) => {
    const mark = target instanceof Element ? target.closest<HTMLElement>('mark[data-annotation-id]') : null;
    const annotation =
      mark && annotations.data?.find((candidate) => candidate.annotationID === mark.dataset.annotationId);
    if (annotation && mark && ref.current)
      setEditing({ kind: 'existing', annotation, anchor: anchorOf(mark.getBoundingClientRect(), ref.current) });
    return Boolean(annotation);
  };

  return (
    <div className="relative">
      <div
        ref={ref}
        className={noteProse}
        data-testid="note-content"
        // The server sanitises note HTML against an allowlist before storing it; only that field is rendered.
        dangerouslySetInnerHTML={{ __html: content }}
        // Not a control: it hears selections in the text and presses bubbling up from the highlights, which are buttons.
        role="presentation"
        onMouseUp={onSelect}
        onKeyUp={(event: KeyboardEvent) => {
          if (event.key === 'Enter' && openMark(event.target)) return;
          if (event.shiftKey) onSelect();
        }}
        onClick={(event: MouseEvent) => {
          const selection = window.getSelection();
          if (!selection || selection.isCollapsed) openMark(event.target);
        }}
      />
      {editing && (
        <HighlightToolbar
          key={
            editing.kind === 'new'
              ? `${editing.highlight.startOffset}-${editing.highlight.endOffset}`
              : editing.annotation.annotationID
          }
          lessonID={lessonID}
          noteID={noteID}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function HighlightToolbar({
  lessonID,
  noteID,
  editing,
  onDone,
}: {
  lessonID: string;
  noteID: string;
  editing: Editing;
  onDone: () => void;
}) {
  const add = useAddNoteAnnotation(lessonID);
  const update = useUpdateNoteAnnotation(lessonID);
  const remove = useDeleteNoteAnnotation(lessonID);
  const commentId = useId();
  const [comment, setComment] = useState(editing.kind === 'existing' ? (editing.annotation.comment ?? '') : '');
  const busy = add.isPending || update.isPending || remove.isPending;
  const quote = editing.kind === 'new' ? editing.highlight.quote : editing.annotation.quote;

  const choose = (colour: AnnotationColour) => {
    const done = { onSuccess: onDone };
    if (editing.kind === 'new')
      add.mutate({ noteID, ...editing.highlight, colour, comment: comment.trim() || null }, done);
    else
      update.mutate({ annotationID: editing.annotation.annotationID, colour, comment: comment.trim() || null }, done);
  };

  return (
    <div
      role="toolbar"
      aria-label="Highlight"
      // Just under the text it is about, or just over it when the window has no room below: never on it.
      className={cn(
        'absolute inset-x-0 z-20 flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 font-sans shadow-lg',
        !editing.anchor.roomBelow && '-translate-y-full',
      )}
      style={{ top: editing.anchor.roomBelow ? editing.anchor.bottom + 8 : editing.anchor.top - 8 }}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
    >
      <p className="line-clamp-2 text-sm text-ink-muted">
        <span className="font-medium text-ink">{editing.kind === 'new' ? 'Highlight' : 'Edit highlight'}:</span> “
        {quote}”
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="text-sm font-medium text-ink">
          Comment (optional)
        </label>
        <Input
          id={commentId}
          value={comment}
          maxLength={1000}
          onChange={(event) => setComment(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {AnnotationColours.map((colour) => (
          <button
            key={colour}
            type="button"
            disabled={busy}
            aria-pressed={editing.kind === 'existing' ? editing.annotation.colour === colour : undefined}
            onClick={() => choose(colour)}
            className={cn(
              'h-8 rounded-md border border-line px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50',
              highlightColourClass[colour],
              editing.kind === 'existing' && editing.annotation.colour === colour && 'ring-2 ring-accent',
            )}
          >
            {colourLabel[colour]}
          </button>
        ))}
        <span className="flex-1" />
        {editing.kind === 'existing' && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => remove.mutate(editing.annotation.annotationID, { onSuccess: onDone })}
          >
            Remove highlight
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
