import type { NoteResource } from '@notebook/contracts';
import { Download, FileText, LoaderCircle, Paperclip } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { downloadNotePdf, notePdfProblem, useNotePdfs, useUploadNotePdf } from '../api/note-pdfs';

type PersonalNotePdfsProps = { noteID: string; noteHeader: string };

/** The PDFs attached to one of the reader's own notes: a download for each, and "Attach PDF". */
export function PersonalNotePdfs({ noteID, noteHeader }: PersonalNotePdfsProps) {
  const pdfs = useNotePdfs(noteID);
  const attached = pdfs.data ?? [];
  return (
    <div className="mt-4 flex flex-col gap-2 font-sans">
      {attached.length > 0 && (
        <ul aria-label={`PDFs of ${noteHeader}`} className="flex flex-col gap-1">
          {attached.map((pdf) => (
            <AttachedPdf key={pdf.resourceName} pdf={pdf} />
          ))}
        </ul>
      )}
      <AttachPdf noteID={noteID} noteHeader={noteHeader} />
    </div>
  );
}

function AttachedPdf({ pdf }: { pdf: NoteResource }) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    // A failure has already been shown as a toast.
    downloadNotePdf(pdf)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <li className="flex items-center gap-2 text-sm text-ink">
      <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      <span className="min-w-0 truncate">{pdf.originalName}</span>
      <span className="shrink-0 text-ink-muted">({formatFileSize(pdf.sizeBytes)})</span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Download ${pdf.originalName}`}
        disabled={downloading}
        onClick={download}
      >
        <Download aria-hidden="true" />
        Download
      </Button>
    </li>
  );
}

/**
 * A button opening the file picker (PDFs only). The file is checked here first (type, size) with a
 * message under the button; the server's refusals come as toasts.
 */
function AttachPdf({ noteID, noteHeader }: PersonalNotePdfsProps) {
  const upload = useUploadNotePdf(noteID);
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire change again.
    event.target.value = '';
    if (!file) return;
    const found = notePdfProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Attach PDF to ${noteHeader}`}
        disabled={upload.isPending}
        aria-busy={upload.isPending || undefined}
        onClick={() => fileInput.current?.click()}
      >
        {upload.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Paperclip aria-hidden="true" />
        )}
        {upload.isPending ? 'Uploading…' : 'Attach PDF'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/pdf,.pdf"
        aria-label={`PDF file for ${noteHeader}`}
        className="sr-only"
        tabIndex={-1}
        onChange={onPick}
      />
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
