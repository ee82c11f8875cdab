import sharp from 'sharp';
import { MAX_IMAGE_JOBS } from '../shared/upload-limits';

// Every image this process decodes is decoded once (uploads are re-encoded and stored; the share image is kept by
// lib/menus/share-image-cache.ts): libvips' operation cache would only hold memory. One libvips thread per job: the
// jobs below are the parallelism.
sharp.cache(false);
sharp.concurrency(1);

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs an image job (a sharp decode/resize/encode) when fewer than MAX_IMAGE_JOBS are running in this process, so a
 * burst of uploads or share-image requests queues instead of decoding dozens of images into memory at once.
 */
export async function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_IMAGE_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next job
    else running--;
  }
}

/** How many image jobs are running now (for tests and diagnostics). */
export const runningImageJobs = (): number => running;
