import 'server-only';

export { createReportLink, currentReportLink, reportByToken, revokeReportLinks } from './links';
export { sendMonthlyReports } from './monthly';
export { propertyReport } from './report';
