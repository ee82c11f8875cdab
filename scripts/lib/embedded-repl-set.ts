/**
 * The replica set name the embedded server runs under wherever the app's scripts and tests start it: the app needs a
 * replica set (transactions, change streams), as in production, so the embedded default is a one-node one. Clients
 * connect with `replicaSet=rs0` (EmbeddedMongo.clientUri).
 */
export const EMBEDDED_REPL_SET = 'rs0';
