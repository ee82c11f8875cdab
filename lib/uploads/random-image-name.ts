import crypto from 'node:crypto';
import { smallImageName } from '../shared/upload-urls';

/** A fresh random stored name (`<32 hex>.webp`) and its small variant's name. No user input ever reaches a name. */
export function randomImageName(): { name: string; smallName: string } {
  const name = `${crypto.randomBytes(16).toString('hex')}.webp`;
  return { name, smallName: smallImageName(name) };
}
