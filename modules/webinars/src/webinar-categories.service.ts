import {
  type ContentStatus,
  Messages,
  type SaveWebinarCategoryRequest,
  type WebinarCategory,
} from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError } from '@notebook/kernel';
import { webinarCategoryCommands } from './categories/webinar-category.decider';
import type { WebinarCategoryFields } from './categories/webinar-category.events';
import { WebinarQueries } from './queries/webinar.queries';
import { type AdminItemCommand, saveCommand } from './shared/admin-item.decider';

export type SaveWebinarCategory = Required<Omit<SaveWebinarCategoryRequest, 'webinarCategoryID'>> & {
  webinarCategoryID?: string;
};

/** Admins' webinar categories (/admin/webinar-category). Every write is an event. */
export class WebinarCategoriesService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: WebinarQueries,
  ) {}

  async save(input: SaveWebinarCategory, actor: Actor): Promise<WebinarCategory> {
    const { webinarCategoryID, status, ...fields } = input;
    const { id, command } = saveCommand(webinarCategoryID, { fields, status });
    return this.onCategory(id, command, actor);
  }

  async changeStatus(webinarCategoryID: string, status: ContentStatus, actor: Actor): Promise<WebinarCategory> {
    return this.onCategory(webinarCategoryID, { type: 'ChangeStatus', data: { status } }, actor);
  }

  /** The command, then the category as the read model shows it. */
  private async onCategory(
    webinarCategoryID: string,
    command: AdminItemCommand<{ fields: WebinarCategoryFields }>,
    actor: Actor,
  ): Promise<WebinarCategory> {
    await webinarCategoryCommands.handle(this.executor, webinarCategoryID, command, actor);
    const category = await this.queries.category(webinarCategoryID);
    if (!category) throw new NotFoundError(Messages.webinarCategoryNotFound, 'webinarCategoryID');
    return category;
  }
}
