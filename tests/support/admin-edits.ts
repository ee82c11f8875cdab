/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
import { TestClient, type ApiResponse } from './http';
import { signUpVerifiedUser, withTestDb, type TestAccount } from './accounts';
import { insertMenuFixture, type MenuFixture } from './menu-fixture';
import { ObjectId } from 'mongodb';

/** `PUT /api/v1/quickmenu/{menuId}?op=…&ids…` as the admin screens send it (they also ask for Arabic: pass ARABIC). */
export function edit(client: TestClient, menuId: string, op: string, ids: Record<string, string> = {}, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> {
  const qs = new URLSearchParams({ op, ...ids }).toString();
  return client.put(`/api/v1/quickmenu/${menuId}?${qs}`, body ?? {}, headers);
}

/** The header the Arabic screens' own calls send (lib/api/client-fetch.ts): the server answers in Arabic. */
export const ARABIC = { 'accept-language': 'ar' };

/** The stored menu document, straight from the database. */
export function storedMenu(menuId: string): Promise<any> {
  return withTestDb((db) => db.collection('menus').findOne({ _id: new ObjectId(menuId) }));
}

export const allItems = (menu: any): any[] => menu.sections.flatMap((s: any) => s.items);
export const findItem = (menu: any, itemId: string) => allItems(menu).find((i: any) => String(i._id) === itemId);
export const findSection = (menu: any, sectionId: string) => menu.sections.find((s: any) => String(s._id) === sectionId);

export interface AdminWorld {
  admin: TestClient;
  account: TestAccount;
  /** A verified user who administers another menu, not this one. */
  otherAdmin: TestClient;
  otherFx: MenuFixture;
  anonymous: TestClient;
  fx: MenuFixture;
}

/** A fixture menu administered by a fresh verified user, plus the people who must not change it. */
export async function adminWorld(): Promise<AdminWorld> {
  const admin = new TestClient();
  const account = await signUpVerifiedUser(admin);
  const otherAdmin = new TestClient();
  const other = await signUpVerifiedUser(otherAdmin);
  const fx = await insertMenuFixture({ admins: [account.username] });
  const otherFx = await insertMenuFixture({ admins: [other.username] });
  return { admin, account, otherAdmin, otherFx, anonymous: new TestClient(), fx };
}

/** A plain valid pitem body. */
export const newItem = (itemname: string, extra: Record<string, unknown> = {}) => ({
  title: `صنف ${itemname}`,
  itemname,
  description: 'وصف الصنف',
  price: 2.5,
  pin: false,
  show: { type: 'small-image' },
  ...extra,
});
