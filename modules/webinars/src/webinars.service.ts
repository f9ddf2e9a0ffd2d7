import { type ContentStatus, Messages, type SaveWebinarRequest, type Webinar } from '@notebook/contracts';
import { type Actor, Clock, CommandExecutor, NotFoundError, ValidationError } from '@notebook/kernel';
import { WebinarQueries } from './queries/webinar.queries';
import { type AdminItemCommand, saveCommand } from './shared/admin-item.decider';
import { type WebinarSave, webinarCommands } from './webinars/webinar.decider';
import type { WebinarDetails } from './webinars/webinar.events';

type Entered = Omit<SaveWebinarRequest, 'status' | 'durationMinutes'>;
export type SaveWebinar = Entered & { durationMinutes: number; status: ContentStatus };

/**
 * Admins' webinars (/admin/webinars). The service looks up what the rules need (the category's
 * status, the time) and keeps a banner slug to one webinar; the decider holds the rules.
 */
export class WebinarsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: WebinarQueries,
    private readonly clock: Clock,
  ) {}

  async save(input: SaveWebinar, actor: Actor): Promise<Webinar> {
    const details = detailsOf(input);
    const categoryStatus = (await this.queries.category(details.webinarCategoryID))?.status ?? null;
    const { id, command } = saveCommand(input.webinarID, {
      details,
      categoryStatus,
      now: this.clock.now(),
      status: input.status,
    });
    if (details.bannerSlug !== null) await this.checkSlugFree(details.bannerSlug, id);
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

  /** The command, then the webinar as the read model shows it. */
  private async onWebinar(webinarID: string, command: AdminItemCommand<WebinarSave>, actor: Actor): Promise<Webinar> {
    await webinarCommands.handle(this.executor, webinarID, command, actor);
    return this.webinar(webinarID);
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
  };
}
