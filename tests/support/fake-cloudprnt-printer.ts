/**
 * A Star CloudPRNT printer, faked from Star's CloudPRNT protocol documentation: it POSTs its status to the
 * URL it was given; when the answer says `jobReady` it GETs the job in a media type the server offered (PNG here,
 * passing the job's token and its MAC as CloudPRNT does), "prints" it (decodes the PNG into dots) and DELETEs with the
 * result code '200 OK'. It polls every `pollMs` until stopped.
 */
import sharp from 'sharp';

export type CloudPrint = { width: number; height: number; dots: Uint8Array; png: Buffer; token: string };

export interface FakeCloudPrntPrinter {
  prints: CloudPrint[];
  polls: number;
  /** Answers the printer did not expect (a status, a media type). */
  errors: string[];
  stop(): Promise<void>;
}

const MAC = '00:11:62:0c:ff:ee';

export async function pngToDots(png: Buffer): Promise<{ width: number; height: number; dots: Uint8Array }> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dots = new Uint8Array(info.width * info.height);
  for (let i = 0; i < dots.length; i++) dots[i] = data[i * info.channels] < 128 ? 1 : 0;
  return { width: info.width, height: info.height, dots };
}

/** One poll and, when a job is ready, its fetch and confirmation. Resolves whether it printed. */
export async function pollOnce(url: string, printer: Pick<FakeCloudPrntPrinter, 'prints' | 'errors'> & { polls: number }): Promise<boolean> {
  printer.polls++;
  const poll = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: '23 6 0 0 0 0 0 0 0 ', printerMAC: MAC, statusCode: '200%20OK', printingInProgress: false }) });
  if (!poll.ok) {
    printer.errors.push(`poll: ${poll.status}`);
    return false;
  }
  const answer = (await poll.json()) as { jobReady?: boolean; mediaTypes?: string[]; jobToken?: string };
  if (!answer.jobReady) return false;
  if (!answer.mediaTypes?.includes('image/png')) {
    printer.errors.push(`media types offered: ${answer.mediaTypes?.join(', ')}`);
    return false;
  }
  const query = `type=${encodeURIComponent('image/png')}&mac=${encodeURIComponent(MAC)}${answer.jobToken ? `&token=${encodeURIComponent(answer.jobToken)}` : ''}`;
  const job = await fetch(`${url}?${query}`);
  if (!job.ok || job.headers.get('content-type') !== 'image/png') {
    printer.errors.push(`job: ${job.status} ${job.headers.get('content-type')}`);
    return false;
  }
  const png = Buffer.from(await job.arrayBuffer());
  const decoded = await pngToDots(png);
  printer.prints.push({ ...decoded, png, token: answer.jobToken ?? '' });
  const confirm = await fetch(`${url}?code=${encodeURIComponent('200 OK')}&mac=${encodeURIComponent(MAC)}${answer.jobToken ? `&token=${encodeURIComponent(answer.jobToken)}` : ''}`, { method: 'DELETE' });
  if (!confirm.ok) printer.errors.push(`confirm: ${confirm.status}`);
  return true;
}

export function startFakeCloudPrntPrinter(url: string, pollMs: number): FakeCloudPrntPrinter {
  const printer = { prints: [] as CloudPrint[], polls: 0, errors: [] as string[] };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        // Right after a print it asks again at once, as the printer does for its next job.
        if (await pollOnce(url, printer)) continue;
      } catch (err) {
        printer.errors.push((err as Error).message);
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  })();
  return Object.assign(printer, {
    stop: async () => {
      stopped = true;
      await loop;
    },
  });
}
