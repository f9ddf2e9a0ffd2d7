import {
  type AdminReaderDetail,
  type BillingAddress,
  type BulkUpdateReadersResult,
  Messages,
  type Paged,
  type ReaderGroupRow,
  type SaveReaderRequest,
  type Title,
  type UserLoginRow,
  type UserStatus,
} from '@notebook/contracts';
import { type Actor, type CommandExecutor, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import type { IdentityService } from '../identity.service';
import type { ReaderAdminQueries } from '../queries/reader-admin.queries';
import { readerGroupCommands } from '../reader-groups/reader-group.decider';
import { uniqueNames } from '../unique-names/unique-name.decider';
import type { LoginHistory } from '../sessions/login-history';
import { userCommands } from '../users/user.decider';

type SaveReader = Omit<SaveReaderRequest, 'readerGroupIDs' | 'phone'> & {
  title: Title;
  readerGroupIDs: string[];
  phone?: string;
};

/**
 * Admins' readers (issue 16): adding and editing a reader (details, address, groups, billing
 * address), bulk edits, reader groups, and what a reader's page shows. Status and e-mail changes go
 * through the identity service, which ends sessions and evicts the guard's cache.
 */
export class AdminReadersService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly identity: IdentityService,
    private readonly queries: ReaderAdminQueries,
    private readonly logins: LoginHistory,
  ) {}

  async reader(readerID: string): Promise<AdminReaderDetail> {
    const reader = await this.queries.reader(readerID);
    if (!reader) throw new NotFoundError(Messages.readerNotFound, 'readerID');
    return reader;
  }

  /** A new reader is e-mailed a link to choose their password (opening it confirms the address). */
  async saveReader(input: SaveReader, actor: Actor): Promise<{ readerID: string }> {
    await this.checkGroups(input.readerGroupIDs, 'readerGroupIDs');
    const { readerID, title, firstName, lastName, email } = input;
    const phone = input.phone ?? null;
    if (!readerID) {
      const created = await this.identity.registerReader(
        { email, firstName, lastName, title, phone, readerGroupIds: input.readerGroupIDs, welcome: true },
        actor,
      );
      return { readerID: created };
    }
    const current = await this.reader(readerID);
    // The address first: a taken one is refused before anything else is written.
    if (current.email !== email) await this.identity.changeEmail(readerID, email, actor);
    await userCommands.handle(
      this.executor,
      readerID,
      { type: 'UpdateReaderProfile', data: { title, firstName, lastName, phone } },
      actor,
    );
    await userCommands.handle(
      this.executor,
      readerID,
      { type: 'ChangeReaderGroups', data: { set: input.readerGroupIDs } },
      actor,
    );
    return { readerID };
  }

  async updateBillingAddress(readerID: string, billingAddress: BillingAddress | null, actor: Actor): Promise<void> {
    await this.reader(readerID);
    await userCommands.handle(
      this.executor,
      readerID,
      { type: 'ChangeBillingAddress', data: { billingAddress } },
      actor,
    );
  }

  /**
   * The same change for each reader, all checked first so bad input changes nobody. Each reader is
   * one command, so a repeat after a failure part-way finishes the rest and changes nothing twice.
   */
  async bulkStatus(readerIDs: string[], status: UserStatus, actor: Actor): Promise<BulkUpdateReadersResult> {
    const readers = await this.checkReaders(readerIDs);
    for (const readerID of readers) await this.identity.changeUserStatus(readerID, status, actor);
    return { updated: readers.length };
  }

  async bulkGroups(
    input: { readerIDs: string[]; addReaderGroupIDs: string[]; removeReaderGroupIDs: string[] },
    actor: Actor,
  ): Promise<BulkUpdateReadersResult> {
    const readers = await this.checkReaders(input.readerIDs);
    await this.checkGroups([...input.addReaderGroupIDs, ...input.removeReaderGroupIDs], 'addReaderGroupIDs');
    const change = { add: input.addReaderGroupIDs, remove: input.removeReaderGroupIDs };
    for (const readerID of readers)
      await userCommands.handle(this.executor, readerID, { type: 'ChangeReaderGroups', data: change }, actor);
    return { updated: readers.length };
  }

  private async checkReaders(readerIDs: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(readerIDs)];
    if ((await this.queries.readerIds(wanted)).length !== wanted.length)
      throw new NotFoundError(Messages.readerNotFound, 'readerIDs');
    return wanted;
  }

  async loginHistory(readerID: string, page: { page: number; rows: number }): Promise<Paged<UserLoginRow>> {
    await this.reader(readerID);
    return this.logins.page(readerID, page);
  }

  groupsPage(input: { page: number; rows: number; searchKey?: string }): Promise<Paged<ReaderGroupRow>> {
    return this.queries.pageGroups(input);
  }

  async group(readerGroupID: string): Promise<ReaderGroupRow> {
    const group = await this.queries.group(readerGroupID);
    if (!group) throw new NotFoundError(Messages.readerGroupNotFound, 'readerGroupID');
    return group;
  }

  async saveGroup(
    input: { readerGroupID?: string; groupName: string; description: string },
    actor: Actor,
  ): Promise<{ readerGroupID: string }> {
    const { readerGroupID, groupName, description } = input;
    if (readerGroupID) {
      const current = await this.group(readerGroupID);
      await uniqueNames.rename(
        this.executor,
        'readerGroup',
        { from: current.groupName, to: groupName },
        readerGroupID,
        actor,
        async () => {
          await readerGroupCommands.handle(
            this.executor,
            readerGroupID,
            { type: 'UpdateReaderGroup', data: { groupName, description } },
            actor,
          );
        },
      );
      return { readerGroupID };
    }
    const created = newId();
    await uniqueNames.claim(this.executor, 'readerGroup', groupName, created, actor);
    await readerGroupCommands.handle(
      this.executor,
      created,
      { type: 'CreateReaderGroup', data: { readerGroupId: created, groupName, description } },
      actor,
    );
    return { readerGroupID: created };
  }

  private async checkGroups(readerGroupIds: readonly string[], field: string): Promise<void> {
    const wanted = [...new Set(readerGroupIds)];
    const known = await this.queries.existingGroupIds(wanted);
    if (known.length !== wanted.length) throw new ValidationError(Messages.readerGroupNotFound, field);
  }
}
