import 'server-only';

export * from './accounts';
