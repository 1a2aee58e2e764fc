import 'server-only';
// The outbox (docs/outbox.md): import it from here. Importing it registers every deliverer
// (deliverers.ts), so whatever this process enqueues it can also deliver.
import './deliverers';

export * from './core';
