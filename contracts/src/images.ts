/**
 * Images uploaded from the note editor's file picker (issue 3): the raw file as the body, stored
 * under `<UPLOAD_DIR>/images/<uuid>.<ext>` and served read-only at `/uploads/images/<uuid>.<ext>`,
 * a URL the rich-text sanitiser keeps in `<img src>`.
 */
export const EDITOR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The client's type proves nothing (the magic bytes decide); octet-stream is accepted too. */
export const EDITOR_IMAGE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/octet-stream',
] as const;
/** Public URL prefix of stored editor images (not under /api). */
export const EDITOR_IMAGE_URL_PREFIX = '/uploads/images/';

export const ImagePaths = {
  /** Admin upload of an image for a note's HTML, body = the raw image (privilege note.add or note.update). */
  uploadEditorImage: 'adminChapter/uploadEditorImage', // designed
} as const;

export type EditorImageUpload = { url: string };
