import type { SearchHighlight, SearchHighlightPath, SearchResult } from '@notebook/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A highlight's texts with the hits marked; `<mark>` so assistive technology announces them. */
export function HighlightedTexts({ highlight }: { highlight: SearchHighlight }) {
  return (
    <>
      {highlight.texts.map((text, index) =>
        text.type === 'hit' ? (
          <mark key={index} className="rounded-sm bg-accent/20 px-0.5 font-semibold text-ink">
            {text.value}
          </mark>
        ) : (
          <span key={index}>{text.value}</span>
        ),
      )}
    </>
  );
}

function field(result: SearchResult, path: SearchHighlightPath, plain: string): ReactNode {
  const highlight = result.highlights.find((h) => h.path === path);
  return highlight ? <HighlightedTexts highlight={highlight} /> : plain;
}

/** One result: topic > lesson, the note header (with a lock when the reader may not open it), and a content snippet when they may. */
export function HighlightedResult({ result, compact = false }: { result: SearchResult; compact?: boolean }) {
  const content = result.highlights.find((h) => h.path === 'noteContent');
  return (
    <span className="block min-w-0">
      <span className="block truncate text-xs text-ink-muted">
        {field(result, 'topicName', result.topicName)}
        <span aria-hidden="true"> › </span>
        {field(result, 'lessonName', result.lessonName)}
      </span>
      <span className={cn('flex items-center gap-1.5 font-medium text-ink', compact && 'min-w-0')}>
        {result.locked && (
          <Lock className="size-3.5 shrink-0 text-ink-muted" role="img" aria-label="Locked: subscribe to read" />
        )}
        <span className={cn('min-w-0', compact && 'truncate')}>{field(result, 'noteHeader', result.noteHeader)}</span>
      </span>
      {content && (
        <span className={cn('mt-0.5 block text-sm text-ink-muted', compact && 'line-clamp-2')}>
          <HighlightedTexts highlight={content} />
        </span>
      )}
    </span>
  );
}
