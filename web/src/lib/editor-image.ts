import { ImagePaths } from '@notebook/contracts';
import { env } from '@/config/env';
import { uploadTo } from '@/lib/file-transfer';

/** The types the server accepts (it checks the magic bytes, not this). */
export const EDITOR_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Uploads a picture for a note and returns the address to put in `<img src>`: the server's
 * `/uploads/images/...`, made absolute when the API lives on another origin.
 */
export async function uploadEditorImage(file: Blob): Promise<string> {
  const { url } = await uploadTo(ImagePaths.uploadEditorImage, file);
  return `${env.VITE_API_ORIGIN}${url}`;
}
