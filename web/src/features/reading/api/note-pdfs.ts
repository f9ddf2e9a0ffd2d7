import { ApiPaths, NOTE_PDF_MAX_BYTES, ResourcePaths, apiUrl, type NoteResource } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { callWith, queryOf, silent, useInvalidatingMutation } from '@/lib/api-hooks';
import { downloadFile, uploadTo } from '@/lib/file-transfer';
import { readingQueryRoot } from './reading-cache';

/** The server's own texts for the same refusals (400 and 413), so the reader sees one wording. */
export const NOT_A_PDF_MESSAGE = 'The file is not a PDF';
export const PDF_TOO_LARGE_MESSAGE = `The PDF is larger than ${NOTE_PDF_MAX_BYTES / (1024 * 1024)} MiB`;
export const EMPTY_FILE_MESSAGE = 'The file is empty';

/**
 * Why a picked file will not be sent, or null. The server checks the bytes (`%PDF-`) again; this
 * only spares the reader a 20 MiB upload that would be refused. Some systems give a PDF no type.
 */
export function notePdfProblem(file: File): string | null {
  const pdfType = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdfType) return NOT_A_PDF_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > NOTE_PDF_MAX_BYTES) return PDF_TOO_LARGE_MESSAGE;
  return null;
}

/** The PDFs of a note the reader may open (the reader's token counts), oldest first. */
export const getNotePdfs = callWith(ResourcePaths.getNoteResources, silent, (noteID: string) => ({ noteID }));

const notePdfsKey = (noteID: string) => [...readingQueryRoot, 'note-pdfs', noteID] as const;
export const notePdfsQueryOptions = queryOf(notePdfsKey, getNotePdfs, { staleTime: 60_000 });

export function useNotePdfs(noteID: string) {
  return useQuery(notePdfsQueryOptions(noteID));
}

/** reader/uploadNotePdf: the raw file as the body, the note and the file's name in the query; 'Successfully uploaded'. */
export function uploadNotePdf(input: { noteID: string; file: File }): Promise<NoteResource> {
  const query = { noteID: input.noteID, fileName: input.file.name };
  return uploadTo(ApiPaths.reader.uploadNotePdf, input.file, query, { showSuccessMessage: true });
}

export const useUploadNotePdf = (noteID: string) =>
  useInvalidatingMutation((file: File) => uploadNotePdf({ noteID, file }), [notePdfsQueryOptions(noteID).queryKey]);

/** Saves one of the note's PDFs on the reader's machine under the name it was uploaded with. */
export function downloadNotePdf(resource: NoteResource): Promise<void> {
  return downloadFile(
    apiUrl(ApiPaths.reader.getRegisteredReadingNoteResourcePDF),
    { resourceName: resource.resourceName },
    resource.originalName,
  );
}
