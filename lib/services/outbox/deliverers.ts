// Every kind's deliverer, registered by importing its module: one line per kind. index.ts imports
// this file, so any process that enqueues or runs the worker can deliver every kind.
import './mail';
import '../webhooks/deliver';
