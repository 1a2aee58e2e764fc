import 'server-only';

export { runAlerts } from './runner';
export { startAlertRunner } from './runner';
