import { Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiPaths, auditEntriesPageRequest, exportAuditEntriesRequest } from '@notebook/contracts';
import { AdminCall, type Input, ValidBody, ok } from '@notebook/kernel';
import { AuditService } from '../audit.service';

const paths = ApiPaths.adminAudit;

/**
 * /admin/audit: the admin type only (spec section 6: "Dashboard, audit, report ... routes need only
 * the admin type"). Read-only: the trail has no route that edits or deletes.
 */
@Controller()
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @AdminCall(paths.getPagedAuditEntries)
  async getPagedAuditEntries(@ValidBody(auditEntriesPageRequest) body: Input<typeof auditEntriesPageRequest>) {
    return ok(await this.audit.page(body));
  }

  @AdminCall(paths.getAuditActors)
  async getAuditActors() {
    return ok(await this.audit.actors());
  }

  /** The filter's entries as a CSV file (not an envelope: the browser saves it). */
  @AdminCall(paths.exportAuditEntries)
  async exportAuditEntries(
    @ValidBody(exportAuditEntriesRequest) body: Input<typeof exportAuditEntriesRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { fileName, csv } = await this.audit.exportCsv(body);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  }
}
