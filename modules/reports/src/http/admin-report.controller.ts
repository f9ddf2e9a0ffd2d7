import { Controller } from '@nestjs/common';
import { ApiPaths, getReportRequest } from '@notebook/contracts';
import { AdminCall, type Input, ValidBody, ok } from '@notebook/kernel';
import { DashboardService } from '../dashboard.service';
import { ReportService } from '../report.service';

/** /admin/report and /admin/dashboard (spec section 6: dashboard and report routes need only the admin type). */
@Controller()
export class AdminReportController {
  constructor(
    private readonly reports: ReportService,
    private readonly dashboard: DashboardService,
  ) {}

  @AdminCall(ApiPaths.adminReport.getReport)
  async getReport(@ValidBody(getReportRequest) body: Input<typeof getReportRequest>) {
    return ok(await this.reports.getReport(body));
  }

  @AdminCall(ApiPaths.adminReport.getDashboard)
  async getDashboard() {
    return ok(await this.dashboard.getDashboard());
  }
}
