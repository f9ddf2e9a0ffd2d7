import { type GetReportRequest, Messages, type ReportResult, type ReportType } from '@notebook/contracts';
import { type Clock, ValidationError } from '@notebook/kernel';
import type { ReportBuilds } from './builds/report-builds';
import { roundAsOf } from './builds/report-definitions';
import type { ReportQueries } from './queries/report.queries';

/** A report now (the live read model) or as of a past moment (an as-of build, polled while it builds). */
export class ReportService {
  constructor(
    private readonly queries: ReportQueries,
    private readonly builds: ReportBuilds,
    private readonly clock: Clock,
  ) {}

  async getReport(input: { reportType: ReportType; asOf?: GetReportRequest['asOf'] }): Promise<ReportResult> {
    const now = this.clock.now();
    const { reportType } = input;
    if (input.asOf === undefined) {
      const body = await this.queries.report(reportType, now);
      return { status: 'READY', reportType, asOf: null, builtAt: now.toISOString(), ...body };
    }
    const asOf = new Date(input.asOf);
    if (asOf.getTime() > now.getTime()) throw new ValidationError(Messages.reportAsOfInFuture, 'asOf');
    const until = roundAsOf(asOf);
    const build = await this.builds.build(reportType, until);
    if (build.status === 'BUILDING') {
      const { eventsApplied, eventsTotal } = build;
      const percent = eventsTotal > 0 ? Math.min(99, Math.floor((eventsApplied / eventsTotal) * 100)) : 0;
      return {
        status: 'BUILDING',
        reportType,
        asOf: until.toISOString(),
        progress: { eventsApplied, eventsTotal, percent },
      };
    }
    const body = await this.queries.report(reportType, until, build.schema);
    return { status: 'READY', reportType, asOf: until.toISOString(), builtAt: build.builtAt.toISOString(), ...body };
  }
}
