import { readFile } from 'node:fs/promises';
import http from 'node:http';

/**
 * POSTs `totalBytes` of filler to the app as a stream (chunked unless `declareLength`), writing only while the server
 * reads, and stops writing as soon as an answer arrives. Resolves with the status, or 0 when the server closed the
 * connection without answering.
 */
export function streamPost(
  path: string,
  opts: { totalBytes: number; contentType: string; headers?: Record<string, string>; declareLength?: boolean; prefix?: string },
): Promise<number> {
  const url = new URL(path, process.env.TEST_BASE_URL);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': opts.contentType,
        ...(opts.declareLength ? { 'content-length': String(opts.totalBytes) } : {}),
        ...opts.headers,
      },
    });
    req.on('response', (res) => {
      answered = true;
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', () => {
      if (!answered) resolve(0);
    });
    let sent = 0;
    if (opts.prefix) {
      req.write(opts.prefix);
      sent = opts.prefix.length;
    }
    const pump = () => {
      while (!answered && sent < opts.totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** Resident memory of a process in bytes (Linux /proc). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb * 1024;
}
