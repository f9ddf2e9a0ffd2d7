import { Controller } from '@nestjs/common';
import { ApiPaths, Privileges, readerReadinessRequest } from '@notebook/contracts';
import { IdentityService } from '@notebook/identity';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { viewerOf } from '@notebook/reading';
import { ReadinessService } from '../readiness.service';

/** A reader's readiness on their page for admins (issue 16's study activity): what the reader sees, with what they may open. */
@Controller()
export class AdminReadinessController {
  constructor(
    private readonly readiness: ReadinessService,
    private readonly identity: IdentityService,
  ) {}

  @AdminCall(ApiPaths.adminReader.getReaderReadiness, Object.values(Privileges.reader))
  async readinessOf(
    @ValidBody(readerReadinessRequest) body: Input<typeof readerReadinessRequest>,
    @CurrentUser() admin: AuthenticatedUser,
  ) {
    const reader = await this.identity.readerAsSignedIn(body.readerID);
    return ok(
      await this.readiness.readinessOf(
        { readerID: reader.userId, actor: actorOf(admin), viewer: viewerOf(reader) },
        body.timeZone,
      ),
    );
  }
}
