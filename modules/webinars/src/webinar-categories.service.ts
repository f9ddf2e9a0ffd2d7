import {
  type ContentStatus,
  Messages,
  type SaveWebinarCategoryRequest,
  type WebinarCategory,
} from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import { type WebinarCategoryCommand, webinarCategoryCommands } from './categories/webinar-category.decider';
import { WebinarQueries } from './queries/webinar.queries';

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
    const { webinarCategoryID: givenID, status, ...fields } = input;
    const webinarCategoryID = givenID ?? newId();
    const command: WebinarCategoryCommand = givenID
      ? { type: 'UpdateWebinarCategory', data: { fields, status } }
      : { type: 'AddWebinarCategory', data: { webinarCategoryID, fields, status } };
    await webinarCategoryCommands.handle(this.executor, webinarCategoryID, command, actor);
    return this.category(webinarCategoryID);
  }

  async changeStatus(webinarCategoryID: string, status: ContentStatus, actor: Actor): Promise<WebinarCategory> {
    await webinarCategoryCommands.handle(
      this.executor,
      webinarCategoryID,
      { type: 'ChangeWebinarCategoryStatus', data: { status } },
      actor,
    );
    return this.category(webinarCategoryID);
  }

  private async category(webinarCategoryID: string): Promise<WebinarCategory> {
    const category = await this.queries.category(webinarCategoryID);
    if (!category) throw new NotFoundError(Messages.webinarCategoryNotFound, 'webinarCategoryID');
    return category;
  }
}
