import type { NoteResource } from '@notebook/contracts';
import { Download, FileUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatFileSize } from '@/lib/file-size';
import { downloadNoteResource, useNoteResources, useUploadNoteResource } from '../api/note-resources';

type NoteResourcesProps = { noteID: string; noteHeader: string; canUpload: boolean };

/** The PDFs on a note: the list with a download for each, and an upload from a file picker. */
export function NoteResources({ noteID, noteHeader, canUpload }: NoteResourcesProps) {
  const resources = useNoteResources(noteID);
  const upload = useUploadNoteResource(noteID);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-semibold">
          PDF resources
        </h3>
        {canUpload && (
          <>
            <Button
              variant="secondary"
              disabled={upload.isPending}
              aria-busy={upload.isPending || undefined}
              onClick={() => fileInput.current?.click()}
            >
              <FileUp className="size-4" aria-hidden="true" />
              Upload PDF
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              aria-label="PDF file"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.mutate(file);
              }}
            />
          </>
        )}
      </div>
      {resources.isPending ? (
        <Spinner />
      ) : resources.isError ? (
        <p role="alert" className="text-sm text-danger">
          {resources.error.message}
        </p>
      ) : resources.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No PDFs on this note yet.</p>
      ) : (
        <ul aria-label={`PDFs of ${noteHeader}`} className="flex flex-col divide-y divide-line">
          {resources.data.map((resource) => (
            <ResourceRow key={resource.resourceName} resource={resource} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ResourceRow({ resource }: { resource: NoteResource }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span className="min-w-0 truncate">
        {resource.originalName} <span className="text-ink-muted">({formatFileSize(resource.sizeBytes)})</span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Download ${resource.originalName}`}
        onClick={() => void downloadNoteResource(resource).catch(() => undefined)}
      >
        <Download className="size-4" aria-hidden="true" />
        Download
      </Button>
    </li>
  );
}
