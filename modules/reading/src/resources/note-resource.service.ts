import { Messages, type NoteResource } from '@notebook/contracts';
import { BusinessRuleError, CommandExecutor, NotFoundError } from '@notebook/kernel';
import { CatalogReaderItems } from '@notebook/catalog';
import { AnnotationQueries } from '../queries/annotation.queries';
import { ANONYMOUS, type ReaderCaller, type Viewer } from '../access/reading-access';
import { noteResourceCommands, type Uploader } from './note-resource.decider';
import { type PdfDownload, PdfStore, type StagedPdf, checkPdfUpload, isStagedPdf, safeOriginalName } from './pdf-store';

/** What one reader may keep uploaded (admins, who upload the author content, have no quota). */
export type ReaderUploadQuota = { files: number; bytes: number };

/**
 * PDFs on notes: uploads by admins (author notes) and by readers (their own personal notes), and
 * downloads under the reading calls' access rule. A file is stored first under a generated name,
 * then NoteResourceAttached is recorded; if the rules refuse (or the same file is already there),
 * the stored copy is removed again.
 */
export class NoteResourceService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: AnnotationQueries,
    private readonly store: PdfStore,
    private readonly quota: ReaderUploadQuota,
    private readonly catalog: CatalogReaderItems,
  ) {}

  /**
   * The staged file is kept (renamed) only when the upload is recorded; the upload parser removes
   * one that was not, once the response is sent, whichever step refused it.
   */
  async upload(
    input: { noteID: string; fileName?: string; body: unknown },
    uploader: Uploader,
    reader: ReaderCaller,
  ): Promise<NoteResource> {
    if (!isStagedPdf(input.body)) throw new BusinessRuleError(Messages.sendPdfAsBody, 'file');
    const staged = checkPdfUpload(input.body);
    if (uploader.kind === 'READER') await this.requireRoom(uploader.readerID, staged);
    return this.attach(input, staged, uploader, reader);
  }

  /** A reader's uploads stay within their quota of files and bytes. */
  private async requireRoom(readerID: string, staged: StagedPdf): Promise<void> {
    const used = await this.queries.readerUploads(readerID);
    if (used.files + 1 > this.quota.files)
      throw new BusinessRuleError(Messages.uploadFilesQuota(this.quota.files), 'file');
    if (used.bytes + staged.sizeBytes > this.quota.bytes)
      throw new BusinessRuleError(Messages.uploadBytesQuota(this.quota.bytes / (1024 * 1024)), 'file');
  }

  private async attach(
    input: { noteID: string; fileName?: string },
    staged: StagedPdf,
    uploader: Uploader,
    reader: ReaderCaller,
  ): Promise<NoteResource> {
    const note = await this.catalog.noteStanding(input.noteID);
    // A reader's note under a removed lesson or topic still has its stream, but no longer exists for them.
    if (
      uploader.kind === 'READER' &&
      note.exists &&
      note.ownerReaderID === uploader.readerID &&
      !(await this.queries.noteAccess(input.noteID, reader.viewer))
    ) {
      throw new NotFoundError(Messages.noteNotFound, 'noteID');
    }
    const stored = await this.store.keep(staged);
    let recorded: boolean;
    try {
      const command = {
        type: 'AttachNoteResource',
        data: { note, uploader, resource: { ...stored, originalName: safeOriginalName(input.fileName) } },
      } as const;
      const result = await noteResourceCommands.handle(this.executor, input.noteID, command, reader.actor);
      recorded = result.events.length > 0;
    } catch (error) {
      await this.store.remove(stored.resourceName);
      throw error;
    }
    if (!recorded) {
      // The same file was attached before: keep the first copy, answer with it.
      await this.store.remove(stored.resourceName);
      const existing = (await this.queries.resourcesOf(input.noteID)).find(
        (resource) => resource.sha256 === stored.sha256,
      );
      if (existing) return existing;
    }
    const resource = await this.queries.resource(stored.resourceName);
    if (!resource) throw new NotFoundError(Messages.resourceNotFound, 'resourceName');
    return resource;
  }

  /** public/getFreeContentPDF: only PDFs of notes anyone may read (free-content topic, published, active). */
  async freeContentPdf(resourceName: string): Promise<PdfDownload> {
    const resource = await this.queries.resource(resourceName);
    if (!resource) throw notFound();
    const access = await this.queries.noteAccess(resource.noteID, ANONYMOUS);
    if (!access?.open) throw notFound();
    return this.open(resource);
  }

  /** reader/getRegisteredReadingNoteResourcePDF: a PDF of a note the reader may open, by name or the note's newest. */
  async registeredPdf(input: { resourceName?: string; noteID?: string }, reader: ReaderCaller): Promise<PdfDownload> {
    const resource = input.resourceName
      ? await this.queries.resource(input.resourceName)
      : await this.queries.latestResource(input.noteID!);
    if (!resource) throw notFound();
    const access = await this.queries.noteAccess(resource.noteID, reader.viewer);
    if (!access?.open) throw notFound();
    return this.open(resource);
  }

  /** The PDFs of a note the caller may open (a reader's token counts as that reader). */
  async list(noteID: string, viewer: Viewer): Promise<NoteResource[]> {
    const access = await this.queries.noteAccess(noteID, viewer);
    if (!access?.open) throw new NotFoundError(Messages.noteNotFound, 'noteID');
    return this.queries.resourcesOf(noteID);
  }

  /** adminChapter/getNoteResources: the PDFs of an author note, drafts included; a reader's note is 404. */
  async adminList(noteID: string): Promise<NoteResource[]> {
    await this.authorNote(noteID);
    return this.queries.resourcesOf(noteID);
  }

  /** adminChapter/getNoteResourcePDF: a PDF of an author note; a reader's personal note's PDFs stay private (404). */
  async adminPdf(resourceName: string): Promise<PdfDownload> {
    const resource = await this.queries.resource(resourceName);
    if (!resource) throw notFound();
    await this.authorNote(resource.noteID).catch(() => {
      throw notFound();
    });
    return this.open(resource);
  }

  private async authorNote(noteID: string): Promise<void> {
    const note = await this.catalog.noteStanding(noteID);
    if (!note.exists || note.ownerReaderID) throw new NotFoundError(Messages.noteNotFound, 'noteID');
  }

  private async open(resource: NoteResource): Promise<PdfDownload> {
    const file = await this.store.open(resource.resourceName);
    if (!file) throw notFound();
    return { ...file, fileName: resource.originalName };
  }
}

const notFound = () => new NotFoundError(Messages.resourceNotFound, 'resourceName');
