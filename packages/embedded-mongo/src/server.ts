/**
 * TCP server: frames messages per connection, runs commands through one serial queue,
 * waits for the journal fsync covering the command's effects, then replies.
 */
import * as net from 'node:net';
import { Store } from './storage';
import { Persistence } from './journal';
import { CursorManager } from './cursors';
import { SerialQueue } from './queue';
import { HANDLERS, READ_ONLY, CommandContext, ConnectionInfo, ServerParams, TtlStats, type CommandStats } from './commands';
import { encodeMsgReply, encodeOpReply, parseMessage, ProtocolError, readHeader, Request, MAX_MESSAGE_SIZE, OP_QUERY, OP_MSG } from './wire';
import { err, toCommandError } from './errors';
import type { Doc } from './values';
import type { ReplSetState } from './replica-set';
import type { Route } from './transactions/sessions';
import { optNumber } from './commands/context';
import { Long } from 'bson';

export interface ServerOptions {
  quiet?: boolean;
  /** How often the TTL monitor deletes expired documents (mongod's ttlMonitorSleepSecs: 60 s). */
  ttlMonitorIntervalMs?: number;
  /** Runs as a one-node replica set (replica-set.ts). */
  replSet?: ReplSetState;
}

/** How long an empty getMore on a change stream waits for a change when the client names no maxTimeMS (as mongod). */
const DEFAULT_AWAIT_MS = 1000;

export const DEFAULT_TTL_MONITOR_INTERVAL_MS = 60_000;

export class MongoServer {
  readonly store: Store;
  readonly cursors = new CursorManager();
  private readonly queue = new SerialQueue();
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;
  private nextConnId = 1;
  private readonly startedAt = Date.now();
  private stopping = false;
  private readonly ttlTimer: NodeJS.Timeout;
  private ttlRunning: Promise<void> | null = null;
  readonly ttlStats: TtlStats = { passes: 0, deletedDocuments: 0 };
  /** Commands received, by name (serverStatus.metrics.commands, as mongod counts them: every call, and those that failed). */
  readonly commandStats: CommandStats = new Map();
  readonly params: ServerParams;

  constructor(store: Store, private readonly persistence: Persistence | undefined, private readonly opts: ServerOptions = {}) {
    this.store = store;
    this.server = net.createServer((s) => this.onConnection(s));
    this.server.on('error', (e) => this.log(`server error: ${e.message}`));
    const every = opts.ttlMonitorIntervalMs ?? DEFAULT_TTL_MONITOR_INTERVAL_MS;
    this.params = { ttlMonitorEnabled: true, ttlMonitorSleepSecs: Math.max(1, Math.round(every / 1000)) };
    this.ttlTimer = this.startTtlTimer(every);
  }

  private startTtlTimer(everyMs: number): NodeJS.Timeout {
    const t = setInterval(() => { if (this.params.ttlMonitorEnabled) void this.ttlPass(); }, Math.max(1, everyMs));
    t.unref(); // never keeps the process alive on its own
    return t;
  }


  /**
   * One TTL monitor pass, run through the command queue like any write so it never
   * interleaves with a command; its deletes are journaled and synced like a delete command's.
   * A pass still running when the timer fires again is not doubled up.
   */
  ttlPass(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.ttlRunning) return this.ttlRunning;
    const run = (async () => {
      try {
        await this.queue.run(async () => {
          if (this.stopping) return;
          const n = this.store.expireTtl(Date.now());
          this.ttlStats.passes++;
          this.ttlStats.deletedDocuments += n;
          if (n && this.persistence) await this.persistence.maybeCompact();
        });
        if (this.persistence) await this.persistence.sync();
      } catch (e) {
        this.log(`TTL monitor pass failed: ${(e as Error).message}`);
      }
    })();
    this.ttlRunning = run.finally(() => { this.ttlRunning = null; });
    return this.ttlRunning;
  }

  private log(msg: string): void {
    if (!this.opts.quiet) process.stderr.write(`[embedded-mongo] ${msg}\n`);
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (e: Error) => reject(e);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  /** Listens on a Unix domain socket instead of TCP (see start({ socketPath })). */
  listenOnSocket(socketPath: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const onError = (e: Error) => reject(e);
      this.server.once('error', onError);
      this.server.listen(socketPath, () => {
        this.server.off('error', onError);
        resolve();
      });
    });
  }

  private onConnection(socket: net.Socket): void {
    if (this.stopping) { socket.destroy(); return; }
    const conn: ConnectionInfo = { id: this.nextConnId++, remote: `${socket.remoteAddress}:${socket.remotePort}` };
    this.sockets.add(socket);
    socket.setNoDelay(true);
    let chunks: Buffer[] = [];
    let buffered = 0;
    let chain: Promise<void> = Promise.resolve();
    let expected = -1;

    const fail = (why: string) => {
      this.log(`closing connection ${conn.id}: ${why}`);
      chunks = [];
      buffered = 0;
      socket.destroy();
    };

    socket.on('data', (chunk: Buffer) => {
      if (socket.destroyed) return;
      chunks.push(chunk);
      buffered += chunk.length;
      while (buffered >= 4) {
        if (expected < 0) {
          const head = chunks[0].length >= 4 ? chunks[0] : Buffer.concat(chunks, buffered);
          expected = head.readInt32LE(0);
          if (expected < 16 || expected > MAX_MESSAGE_SIZE) return fail(`invalid message length ${expected}`);
        }
        if (buffered < expected) return;
        const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
        const msg = Buffer.from(all.subarray(0, expected));
        const rest = all.subarray(expected);
        chunks = rest.length ? [rest] : [];
        buffered = rest.length;
        expected = -1;
        chain = chain.then(() => this.handleMessage(socket, conn, msg)).catch((e) => fail(`internal error: ${(e as Error).message}`));
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => { this.sockets.delete(socket); });
  }

  private async handleMessage(socket: net.Socket, conn: ConnectionInfo, msg: Buffer): Promise<void> {
    const header = readHeader(msg);
    let req: Request;
    try {
      req = parseMessage(msg);
    } catch (e) {
      if (e instanceof ProtocolError || (header.opCode !== OP_MSG && header.opCode !== OP_QUERY)) {
        this.log(`closing connection ${conn.id}: ${(e as Error).message}`);
        socket.destroy();
        return;
      }
      this.send(socket, header.opCode === OP_QUERY, header.requestId, toCommandError(e).toReply());
      return;
    }
    let reply: Doc;
    try {
      reply = await this.execute(req, conn);
    } catch (e) {
      reply = toCommandError(e).toReply();
    }
    if (this.opts.replSet) Object.assign(reply, this.opts.replSet.clock.replyFields());
    if (req.moreToCome) return;
    this.send(socket, req.kind === 'query', header.requestId, reply);
  }

  private send(socket: net.Socket, legacy: boolean, responseTo: number, reply: Doc): void {
    if (socket.destroyed) return;
    let buf: Buffer;
    try {
      buf = legacy ? encodeOpReply(responseTo, reply) : encodeMsgReply(responseTo, reply);
    } catch (e) {
      const fallback = err(10334, `reply could not be encoded: ${(e as Error).message}`).toReply();
      buf = legacy ? encodeOpReply(responseTo, fallback) : encodeMsgReply(responseTo, fallback);
    }
    socket.write(buf);
  }

  private async execute(req: Request, conn: ConnectionInfo): Promise<Doc> {
    const name = Object.keys(req.command)[0];
    let stat = name && HANDLERS[name] ? this.commandStats.get(name) : undefined;
    if (name && HANDLERS[name] && !stat) this.commandStats.set(name, (stat = { total: 0, failed: 0 }));
    if (stat) stat.total++;
    try {
      return await this.executeCommand(req, conn);
    } catch (e) {
      if (stat) stat.failed++;
      throw e;
    }
  }

  private async executeCommand(req: Request, conn: ConnectionInfo): Promise<Doc> {
    const cmd = req.command;
    const name = Object.keys(cmd)[0];
    if (!name) throw err(59, 'no such command: \'\'');
    const db = req.kind === 'query' ? req.db : cmd.$db;
    if (typeof db !== 'string' || !db) throw err(40571, 'OP_MSG requests require a $db argument');
    const rs = this.opts.replSet;
    if (!rs && (cmd.txnNumber !== undefined || cmd.startTransaction !== undefined || cmd.autocommit !== undefined)) {
      throw err(20, 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = HANDLERS[name];
    if (!handler) throw err(59, `no such command: '${name}'`);
    if (rs && name === 'getMore' && rs.streams.has(cmd.getMore)) return this.changeStreamGetMore(cmd, db, rs);
    const ctx: CommandContext = { store: this.store, cursors: this.cursors, db, conn, startedAt: this.startedAt, ttl: this.ttlStats, commands: this.commandStats, params: this.params, replSet: rs };
    const readOnly = READ_ONLY.has(name);
    let reply: Doc;
    let failure: unknown;
    await this.queue.run(async () => {
      let route: Route = { kind: 'plain' };
      try {
        if (rs) route = rs.sessions.route(cmd, name);
        if (route.kind === 'answer') reply = route.reply;
        else if (route.kind === 'transaction') {
          reply = handler(cmd, { ...ctx, store: route.txn.view });
          rs!.sessions.afterTransactionCommand(route.txn, reply, undefined);
        } else {
          reply = handler(cmd, ctx);
          if (route.kind === 'retryable') route.remember(reply);
        }
      } catch (e) {
        failure = e;
        if (route.kind === 'transaction') {
          try { rs!.sessions.afterTransactionCommand(route.txn, undefined, e); } catch (e2) { failure = e2; }
        }
      }
      if (!readOnly && this.persistence) await this.persistence.maybeCompact();
    });
    // Every reply waits until all effects logged so far are durable.
    if (this.persistence) await this.persistence.sync();
    rs?.log.flush();
    if (failure !== undefined) throw failure;
    return reply!;
  }

  /**
   * getMore on a change stream: when there is nothing new it waits (awaitData) until a change is logged or
   * maxTimeMS passes, then asks again; the wait holds no place in the command queue.
   */
  private async changeStreamGetMore(cmd: Doc, db: string, rs: ReplSetState): Promise<Doc> {
    const deadline = Date.now() + (optNumber(cmd, 'maxTimeMS', 'getMore') ?? DEFAULT_AWAIT_MS);
    const batchSize = optNumber(cmd, 'batchSize', 'getMore');
    for (;;) {
      let waiting: Promise<void> | undefined;
      const r = await this.queue.run(() => {
        const out = rs.streams.getMore(cmd.getMore as Long, cmd.collection, db, batchSize, this.store);
        // registered in the same step as the empty read, so no change can slip in between
        if (out.empty && Date.now() < deadline && !this.stopping) waiting = rs.log.waitForChange(deadline - Date.now());
        return out;
      });
      if (!waiting) return r.reply;
      await waiting;
      // As mongod interrupts a waiting getMore at shutdown: an error the driver knows (the node is shutting down, the
      // stream resumable), answered before the connection closes, rather than a socket that just goes away.
      if (this.stopping) throw err(11600, 'interrupted at shutdown', { errorLabels: ['ResumableChangeStreamError'] });
    }
  }

  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    clearInterval(this.ttlTimer);
    // The change streams' waiting getMores are answered (InterruptedAtShutdown) before their connections close.
    if (this.opts.replSet) {
      this.opts.replSet.log.wakeAll();
      await new Promise((r) => setImmediate(r));
    }
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const s of this.sockets) s.destroy();
    });
    await this.queue.drain();
    if (this.ttlRunning) await this.ttlRunning;
    this.cursors.close();
    if (this.persistence) await this.persistence.close();
    this.opts.replSet?.streams.close();
    this.opts.replSet?.log.close();
  }
}
