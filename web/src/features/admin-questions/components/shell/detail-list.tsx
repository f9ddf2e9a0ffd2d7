import type { ReactNode } from 'react';

/** Label/value rows of a read-only question view. */
export function DetailList({ rows }: { rows: Array<[string, ReactNode] | false> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter((row): row is [string, ReactNode] => Boolean(row))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Stored rich text, sanitised by the server before it was saved. */
export function Html({ html, label }: { html: string; label: string }) {
  return (
    <div
      aria-label={label}
      role="group"
      className="prose-content text-sm text-ink [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
