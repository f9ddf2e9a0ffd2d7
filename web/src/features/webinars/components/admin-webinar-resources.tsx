import { Privileges, WEBINAR_RESOURCE_TITLE_MAX, type Webinar, type WebinarResource } from '@notebook/contracts';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formCard } from '@/components/forms/form-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { downloadWebinarPdf, useRemoveWebinarResource, useUploadWebinarPdf } from '../api/webinar-calls';
import { useHoldsPrivilege } from '@/lib/auth-store';

/** A file's size as a reader reads it: 820 KB, 1.4 MB. */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The PDFs of a saved webinar on its add-edit page: each downloadable, removable with the remove
 * privilege (after a confirm); a PDF added with the upload privilege, titled as typed or by its name.
 */
export function WebinarResourcesCard({ webinar }: { webinar: Webinar }) {
  const canUpload = useHoldsPrivilege(Privileges.webinar.uploadPdf);
  const canRemove = useHoldsPrivilege(Privileges.webinar.removeResource);
  const [removing, setRemoving] = useState<WebinarResource | null>(null);
  const remove = useRemoveWebinarResource();
  return (
    <section aria-labelledby="webinar-pdfs" className={formCard}>
      <h2 id="webinar-pdfs" className="text-base font-semibold text-ink">
        PDF resources
      </h2>
      {webinar.resources.length ? (
        <ul className="flex flex-col divide-y divide-line" aria-label="PDF resources">
          {webinar.resources.map((resource) => (
            <li key={resource.resourceName} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              <span className="min-w-0 flex-1 text-ink [overflow-wrap:anywhere]">
                {resource.title} <span className="text-sm text-ink-muted">({fileSize(resource.sizeBytes)})</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download ${resource.title}`}
                onClick={() => void downloadWebinarPdf(webinar.webinarID, resource, 'admin')}
              >
                <Download aria-hidden="true" /> Download
              </Button>
              {canRemove && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Remove ${resource.title}`}
                  disabled={remove.isPending}
                  onClick={() => setRemoving(resource)}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No PDF resources yet.</p>
      )}
      {canUpload && <PdfUpload webinarID={webinar.webinarID} />}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this PDF?"
        body={`Readers will no longer see “${removing?.title ?? ''}”.`}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() =>
          removing && remove.mutate({ webinarID: webinar.webinarID, resourceName: removing.resourceName })
        }
      />
    </section>
  );
}

function PdfUpload({ webinarID }: { webinarID: string }) {
  const fileID = useId();
  const titleID = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const upload = useUploadWebinarPdf();
  const send = async () => {
    if (!file) return;
    await upload.mutateAsync({ webinarID, file, title });
    setFile(null);
    setTitle('');
    if (input.current) input.current.value = '';
  };
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={fileID} className="text-sm font-medium text-ink">
            PDF file
          </label>
          <input
            id={fileID}
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            className="min-w-0 text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface-muted file:px-3 file:py-1.5 file:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <span className="text-sm text-ink-muted">A PDF of up to 20 MB.</span>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={titleID} className="text-sm font-medium text-ink">
            Title
          </label>
          <input
            id={titleID}
            value={title}
            maxLength={WEBINAR_RESOURCE_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            className="h-10 rounded-lg border border-line bg-surface px-3 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <span className="text-sm text-ink-muted">Optional: the file&apos;s name otherwise.</span>
        </div>
      </div>
      <div>
        <Button type="button" disabled={!file || upload.isPending} onClick={() => void send().catch(() => undefined)}>
          <Upload aria-hidden="true" /> Upload PDF
        </Button>
      </div>
    </div>
  );
}
