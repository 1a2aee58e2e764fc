import 'server-only';

export { AD_PARTS, getTrovitFeed } from './trovit';
