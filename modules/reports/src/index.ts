// The module's definition the application composes, and its Nest module.
export { ReportsModule, reportsDefinition } from './reports.module';

// Used by the bench and e2e specs: the reports' services and the projection each report is built by.
export { ReportService } from './report.service';
export { DashboardService } from './dashboard.service';
export { reportProjections } from './builds/report-definitions';
export { ReportBuilds } from './builds/report-builds';
export { ReportQueries } from './queries/report.queries';
