import 'server-only';

export { recordAlertEvent } from './events';
export { matchPendingEvents } from './match';
export { sendDueAlerts } from './send';
export { alertStats } from './stats';
