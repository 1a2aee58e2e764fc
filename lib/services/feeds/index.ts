import 'server-only';

export { getTrovitFeed } from './trovit';
