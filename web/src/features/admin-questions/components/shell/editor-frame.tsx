import type { ReactNode } from 'react';

/** A question editor's column: its title ("New AKT question", "Edit KFP(MSQ) question"), then the form and views. */
export function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}
