import { ResourcePaths, apiUrl, type NoteResource } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { readByID, useInvalidatingMutation } from '@/lib/api-hooks';
import { downloadFile, uploadTo } from '@/lib/file-transfer';
import { adminNotesQueryRoot } from './notes-cache';

/** The PDFs of an author note, drafts included, oldest first. */
const read = readByID(ResourcePaths.getAdminNoteResources, 'noteID', [...adminNotesQueryRoot, 'note-resources']);
export const getNoteResources = read.fetch;
export const noteResourcesQueryOptions = read.options;

export function useNoteResources(noteID: string) {
  return useQuery(noteResourcesQueryOptions(noteID));
}

/** Uploads a PDF (the raw file as the body) and shows 'Successfully uploaded'. */
export function uploadNoteResource(input: { noteID: string; file: File }): Promise<NoteResource> {
  const query = { noteID: input.noteID, fileName: input.file.name };
  return uploadTo(ResourcePaths.uploadNoteResourcePDF, input.file, query, { showSuccessMessage: true });
}

export const useUploadNoteResource = (noteID: string) =>
  useInvalidatingMutation(
    (file: File) => uploadNoteResource({ noteID, file }),
    [noteResourcesQueryOptions(noteID).queryKey],
  );

/** Saves the PDF on the admin's machine under its original name. */
export function downloadNoteResource(resource: NoteResource): Promise<void> {
  return downloadFile(
    apiUrl(ResourcePaths.getAdminNoteResourcePDF),
    { resourceName: resource.resourceName },
    resource.originalName,
  );
}
