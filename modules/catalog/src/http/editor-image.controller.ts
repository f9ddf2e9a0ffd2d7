import { Body, Controller } from '@nestjs/common';
import { ImagePaths, Messages, Privileges } from '@notebook/contracts';
import { ok, ReleasesContent, AdminCall } from '@notebook/kernel';
import { ImageStore } from '../images/image-store';

/**
 * Images for rich text from the editor's file picker (notes, and the question bank's questions,
 * answers and explanations): the raw file as the body (see pdf-upload.parser.ts).
 */
@Controller()
export class EditorImageController {
  constructor(private readonly images: ImageStore) {}

  @ReleasesContent({ fields: ['url'] })
  @AdminCall(ImagePaths.uploadEditorImage, [
    Privileges.note.add,
    Privileges.note.update,
    Privileges.aktQuestion.addEdit,
    Privileges.kfpQuestion.addEdit,
    Privileges.msqQuestion.addEdit,
  ])
  async uploadEditorImage(@Body() body: unknown) {
    return ok(await this.images.save(body), Messages.successfullyUploaded);
  }
}
