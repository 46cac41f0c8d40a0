export { ReportBugPage } from './ReportBugPage';
