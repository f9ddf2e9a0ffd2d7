import { type ContentStatus, Messages, type SaveWebinarRequest, type Webinar } from '@notebook/contracts';
import {
  type Actor,
  BusinessRuleError,
  Clock,
  CommandExecutor,
  NotFoundError,
  ValidationError,
} from '@notebook/kernel';
import { type PdfDownload, PdfStore, checkPdfUpload, isStagedPdf, safeOriginalName } from '@notebook/reading';
import { WebinarQueries } from './queries/webinar.queries';
import { saveCommand } from './shared/admin-item.decider';
import { type WebinarCommand, webinarCommands } from './webinars/webinar.decider';
import { openResource } from './webinars/webinar-resources';
import type { WebinarDetails } from './webinars/webinar.events';

type Entered = Omit<SaveWebinarRequest, 'status' | 'durationMinutes'>;
export type SaveWebinar = Entered & { durationMinutes: number; status: ContentStatus };
/** An admin's PDF upload: the staged body the upload parser hands over, the client's file name, a title. */
export type WebinarPdfUpload = { webinarID: string; fileName?: string; title?: string; body: unknown };

/**
 * Admins' webinars (/admin/webinars). The service looks up what the rules need (the category's
 * status, the time) and keeps a banner slug to one webinar; the decider holds the rules. A PDF is
 * stored first under a generated name, then WebinarResourceAdded is recorded; when the rules refuse
 * (or the same file is there already) the stored copy is removed again.
 */
export class WebinarsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: WebinarQueries,
    private readonly clock: Clock,
    private readonly store: PdfStore,
  ) {}

  async save(input: SaveWebinar, actor: Actor): Promise<Webinar> {
    const details = detailsOf(input);
    const categoryStatus = (await this.queries.category(details.webinarCategoryID))?.status ?? null;
    const { id, command } = saveCommand(input.webinarID, {
      details,
      categoryStatus,
      now: this.clock.now(),
      notifyReaders: input.notifyReaders ?? false,
      status: input.status,
    });
    if (details.bannerSlug !== null) await this.checkSlugFree(details.bannerSlug, id);
    await this.checkAudienceExists(details);
    return this.onWebinar(id, command, actor);
  }

  async changeStatus(webinarID: string, status: ContentStatus, actor: Actor): Promise<Webinar> {
    return this.onWebinar(webinarID, { type: 'ChangeStatus', data: { status } }, actor);
  }

  async webinar(webinarID: string): Promise<Webinar> {
    const webinar = await this.queries.webinar(webinarID);
    if (!webinar) throw new NotFoundError(Messages.webinarNotFound, 'webinarID');
    return webinar;
  }

  /** adminWebinar/uploadWebinarResourcePDF: the staged PDF checked (magic bytes, size), kept, recorded. */
  async uploadResource(upload: WebinarPdfUpload, actor: Actor): Promise<Webinar> {
    if (!isStagedPdf(upload.body)) throw new BusinessRuleError(Messages.sendPdfAsBody, 'file');
    const staged = checkPdfUpload(upload.body);
    const title = upload.title ?? safeOriginalName(upload.fileName).replace(/\.pdf$/, '');
    const stored = await this.store.keep(staged);
    try {
      const { events } = await webinarCommands.handle(
        this.executor,
        upload.webinarID,
        { type: 'AddResource', data: { ...stored, title } },
        actor,
      );
      // The same file was added before: keep the first copy.
      if (!events.length) await this.store.remove(stored.resourceName);
    } catch (error) {
      await this.store.remove(stored.resourceName);
      throw error;
    }
    return this.webinar(upload.webinarID);
  }

  /** A PDF made on the server (the seed's), added as an upload would be. */
  async addGeneratedResource(webinarID: string, title: string, bytes: Buffer, actor: Actor): Promise<Webinar> {
    return this.uploadResource({ webinarID, title, body: await this.store.stage(bytes) }, actor);
  }

  /** adminWebinar/removeWebinarResource: recorded, then the file goes. */
  async removeResource(webinarID: string, resourceName: string, actor: Actor): Promise<Webinar> {
    await webinarCommands.handle(this.executor, webinarID, { type: 'RemoveResource', data: { resourceName } }, actor);
    await this.store.remove(resourceName);
    return this.webinar(webinarID);
  }

  /** adminWebinar/getWebinarResourcePDF: any PDF of any webinar. */
  async resourcePdf(webinarID: string, resourceName: string): Promise<PdfDownload> {
    return openResource(this.queries, this.store, webinarID, resourceName);
  }

  /** The command, then the webinar as the read model shows it. */
  private async onWebinar(webinarID: string, command: WebinarCommand, actor: Actor): Promise<Webinar> {
    await webinarCommands.handle(this.executor, webinarID, command, actor);
    return this.webinar(webinarID);
  }

  /** An audience names only plans and groups that exist. */
  private async checkAudienceExists({ audiencePricingPlanIDs = [], audienceReaderGroupIDs = [] }: WebinarDetails) {
    const { unknownPlanIDs, unknownGroupIDs } = await this.queries.unknownAudience(
      audiencePricingPlanIDs,
      audienceReaderGroupIDs,
    );
    if (unknownPlanIDs.length) throw new ValidationError(Messages.planNotFound, 'audiencePricingPlanIDs');
    if (unknownGroupIDs.length) throw new ValidationError(Messages.readerGroupNotFound, 'audienceReaderGroupIDs');
  }

  private async checkSlugFree(bannerSlug: string, webinarID: string): Promise<void> {
    const holder = await this.queries.webinarIDWithSlug(bannerSlug);
    if (holder !== undefined && holder !== webinarID)
      throw new ValidationError(Messages.webinarSlugTaken, 'bannerSlug');
  }
}

function detailsOf(input: SaveWebinar): WebinarDetails {
  return {
    webinarName: input.webinarName,
    webinarCategoryID: input.webinarCategoryID,
    presenter: input.presenter,
    description: input.description ?? null,
    startsAt: new Date(input.startsAt).toISOString(),
    durationMinutes: input.durationMinutes,
    joinLink: input.joinLink,
    recordingLink: input.recordingLink ?? null,
    bannerSlug: input.bannerSlug ?? null,
    ...(input.audiencePricingPlanIDs?.length ? { audiencePricingPlanIDs: [...input.audiencePricingPlanIDs] } : {}),
    ...(input.audienceReaderGroupIDs?.length ? { audienceReaderGroupIDs: [...input.audienceReaderGroupIDs] } : {}),
  };
}
