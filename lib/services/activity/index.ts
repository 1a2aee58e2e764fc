import 'server-only';

export { logCreate, logDelete, logUpdate } from './entries';
export { listActivity, recordHistory } from './list';
export { recordActivity } from './record';
