import type { Types } from 'mongoose';
import type { LeanMenu } from './update-menu';

/** A value as it arrives over JSON: ObjectIds and Dates become strings. */
export type Jsonified<T> = T extends Types.ObjectId | Date
  ? string
  : T extends Types.DocumentArray<infer D>
    ? (Jsonified<D> & { _id: string })[]
    : T extends (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** The menu as the admin area receives it from GET /api/v1/quickmenu/{id} (data.data) and from every edit. */
export type AdminMenu = Jsonified<LeanMenu>;
export type AdminSection = AdminMenu['sections'][number];
export type AdminItem = AdminSection['items'][number];
export type AdminGallery = AdminSection['galleries'][number];
export type AdminBranch = AdminMenu['branches'][number];
