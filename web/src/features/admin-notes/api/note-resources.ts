import { ResourcePaths, apiUrl, type NoteResource } from '@notebook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile, uploadTo } from '@/lib/file-transfer';
import { adminNotesQueryRoot } from './notes-cache';

/** The PDFs of an author note, drafts included, oldest first. */
export function getNoteResources(noteID: string): Promise<NoteResource[]> {
  return api.call(ResourcePaths.getAdminNoteResources, { noteID }, { showLoading: false });
}

export const noteResourcesQueryOptions = (noteID: string) =>
  queryOptions({
    queryKey: [...adminNotesQueryRoot, 'note-resources', noteID] as const,
    queryFn: () => getNoteResources(noteID),
  });

export function useNoteResources(noteID: string) {
  return useQuery(noteResourcesQueryOptions(noteID));
}

/** Uploads a PDF (the raw file as the body) and shows 'Successfully uploaded'. */
export function uploadNoteResource(input: { noteID: string; file: File }): Promise<NoteResource> {
  const query = { noteID: input.noteID, fileName: input.file.name };
  return uploadTo(ResourcePaths.uploadNoteResourcePDF, input.file, query, { showSuccessMessage: true });
}

export function useUploadNoteResource(noteID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadNoteResource({ noteID, file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteResourcesQueryOptions(noteID).queryKey }),
  });
}

/** Saves the PDF on the admin's machine under its original name. */
export function downloadNoteResource(resource: NoteResource): Promise<void> {
  return downloadFile(
    apiUrl(ResourcePaths.getAdminNoteResourcePDF),
    { resourceName: resource.resourceName },
    resource.originalName,
  );
}
