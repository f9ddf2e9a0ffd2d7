import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ImagePaths, Messages, Privileges } from '@notebook/contracts';
import { AdminAccess, ok } from '@notebook/kernel';
import { ImageStore } from '../images/image-store';

/** Images for a note's HTML from the editor's file picker: the raw file as the body (see pdf-upload.parser.ts). */
@Controller()
export class EditorImageController {
  constructor(private readonly images: ImageStore) {}

  @Post(ImagePaths.uploadEditorImage)
  @HttpCode(200)
  @AdminAccess([Privileges.note.add, Privileges.note.update])
  async uploadEditorImage(@Body() body: unknown) {
    return ok(await this.images.save(body), Messages.successfullyUploaded);
  }
}
