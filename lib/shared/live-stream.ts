/**
 * The live streams' rhythm (Server-Sent Events: the order screen's and the diner's order page), shared by
 * the server that sends them (lib/api/sse-response.ts) and the pages that listen (components/diner-orders). A `ping`
 * event every LIVE_PING_MS keeps proxies from closing an idle stream and tells the page the stream is alive: a comment
 * would do the first, but a page never sees comments. A page that hears nothing for LIVE_SILENCE_MS takes the stream
 * for dead (a Wi-Fi change can leave a socket open that no longer carries anything) and opens another.
 */
export const LIVE_PING_EVENT = 'ping';
export const LIVE_PING_MS = 15_000;
export const LIVE_SILENCE_MS = 40_000;

/**
 * The most a stream may hold of data not yet taken by its client (lib/api/sse-response.ts). A page that reads keeps
 * it near zero (a ping, an order now and then); one that stopped reading (a frozen tab, a client that never reads)
 * would have its stream's queue grow with every event while it holds the slot. Past it the stream is closed, its
 * queue dropped; a live page reconnects and gets the order as it is.
 */
export const LIVE_UNSENT_MAX_BYTES = 64 * 1024;
