import { ApiPaths, ImagePaths, type NoteResource } from '@notebook/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { toasts } from './toast-store';
import { uploadTo } from './file-transfer';

const toastTexts = () => toasts.getAll().map((toast) => toast.text);
const pdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('uploadTo', () => {
  it('sends the query as the query string and resolves with the result the map gives the route', async () => {
    const resource = { resourceName: 'r-1.pdf', originalName: 'a b.pdf' } as NoteResource;
    const fake = fakeApi({
      'POST /api/reader/uploadNotePdf?noteID=n-1&fileName=a+b.pdf': ok(resource, 'Successfully uploaded'),
    });

    const uploading = uploadTo(
      ApiPaths.reader.uploadNotePdf,
      pdf(),
      { noteID: 'n-1', fileName: 'a b.pdf' },
      { showSuccessMessage: true },
    );

    expectTypeOf(uploading).resolves.toEqualTypeOf<NoteResource>();
    await expect(uploading).resolves.toEqual(resource);
    expect(fake.calls).toHaveLength(1);
    expect(toastTexts()).toEqual(['Successfully uploaded']);
  });

  it('leaves the query string off a route that takes none', async () => {
    fakeApi({ 'POST /api/adminChapter/uploadEditorImage': ok({ url: '/uploads/images/x.png' }) });

    const uploading = uploadTo(ImagePaths.uploadEditorImage, new Blob(['png'], { type: 'image/png' }));

    expectTypeOf(uploading).resolves.toEqualTypeOf<{ url: string }>();
    await expect(uploading).resolves.toEqual({ url: '/uploads/images/x.png' });
    expect(toastTexts()).toEqual([]);
  });

  it("rejects with the server's message and shows it", async () => {
    fakeApi({ 'POST /api/reader/uploadNotePdf?noteID=n-1': failed(400, 'The file is not a PDF') });

    await expect(uploadTo(ApiPaths.reader.uploadNotePdf, pdf(), { noteID: 'n-1' })).rejects.toMatchObject({
      httpStatus: 400,
      message: 'The file is not a PDF',
    });
    expect(toastTexts()).toEqual(['The file is not a PDF']);
  });

  it('asks for the query a route needs', () => {
    const uploadWithoutNote = () =>
      // @ts-expect-error reader/uploadNotePdf needs the note it is for
      uploadTo(ApiPaths.reader.uploadNotePdf, pdf());
    expectTypeOf(uploadWithoutNote).returns.resolves.toEqualTypeOf<NoteResource>();
  });
});
