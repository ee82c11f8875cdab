import type { TableCallKind } from '../shared/diner-order-rules';
import { iso } from './diner-order-view';

/** A call from a table as the API and the streams answer it. Types and the mapping only. */
export type TableCallView = {
  _id: string;
  menu: string;
  table: { _id: string; name: string };
  kind: TableCallKind;
  open: boolean;
  createdAt: string;
  updatedAt: string;
};

type Id = { toString(): string };
export type StoredTableCall = {
  _id: Id;
  menu: Id;
  table?: { _id?: Id | null; name?: string | null } | null;
  kind: string;
  open?: boolean | null;
  createdAt?: Date | string | null;
  updatedAt?: Date | string | null;
};

export function tableCallView(c: StoredTableCall): TableCallView {
  return {
    _id: String(c._id),
    menu: String(c.menu),
    table: { _id: String(c.table?._id ?? ''), name: c.table?.name ?? '' },
    kind: c.kind === 'bill' ? 'bill' : 'waiter',
    open: c.open !== false,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}
