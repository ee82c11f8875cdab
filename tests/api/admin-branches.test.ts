/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/** POST/PUT/DELETE /api/v1/quickmenu/{menuId}/branches[/{branchId}] (spec §7 Branches, §5 Branch). */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

let owner: TestClient;
let stranger: TestClient;
let fx: MenuFixture;
let foreign: MenuFixture;
const branches = async (): Promise<any[]> => ((await (await testMenuModel()).findById(fx.menuId).lean()) as any).branches;
const base = () => `/api/v1/quickmenu/${fx.menuId}/branches`;
const valid = { address: 'الزرقاء، شارع الجيش', googleMaps: 'https://maps.google.com/?q=32.07,36.08', phone: '+962795551234', lat: '32.07', long: '36.08' };

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  await signUpVerifiedUser(stranger);
  [fx, foreign] = await Promise.all([insertMenuFixture({ admins: [account.username] }), insertMenuFixture({ admins: [account.username] })]);
});

describe('branches', () => {
  let branchId: string;

  it('creates a branch with coordinates stored as [long, lat]; the public page lists it', async () => {
    await owner.get(`/m/${fx.username}`);
    const res = await owner.post(base(), valid);
    expect(res.status).toBe(201);
    const created = res.body.data.data.branches.find((b: any) => b.location.address === valid.address);
    expect(created.phone).toBe('+962795551234');
    expect(created.location.geoLocation.coordinates).toEqual([36.08, 32.07]);
    branchId = created._id;
    expect((await owner.get(`/m/${fx.username}`)).body).toContain('الزرقاء، شارع الجيش');
  });

  it('creates a branch without coordinates or maps link', async () => {
    const res = await owner.post(base(), { address: 'مادبا', phone: '+962795551235' });
    expect(res.status).toBe(201);
    const created = res.body.data.data.branches.find((b: any) => b.location.address === 'مادبا');
    expect(created.location.geoLocation).toBeUndefined();
    expect((await owner.get(`/m/${fx.menuId}`)).status).toBe(200);
  });

  it('validates: address required, phone valid ("Invalid phone number"), maps link http(s), coordinates numeric and in range', async () => {
    const count = (await branches()).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, address: '' }, /address is a required field/],
      [{ ...valid, phone: '123' }, /^Invalid phone number$/],
      [{ ...valid, phone: undefined }, /phone is a required field/],
      [{ ...valid, googleMaps: 'javascript:alert(1)' }, /googleMaps must be a link/],
      [{ ...valid, lat: 'abc' }, /lat must be a number/],
      [{ ...valid, long: 200 }, /long must be a number from -180 to 180/],
      [{ ...valid, long: '' }, /both lat and long/],
      [{ ...valid, address: { $gt: '' } }, /address must be text/],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post(base(), body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
    expect(await branches()).toHaveLength(count);
  });

  it('edits the selected branch and keeps its id; removing the coordinates clears them', async () => {
    const res = await owner.put(`${base()}/${branchId}`, { address: 'الزرقاء الجديدة', phone: '+962795559999', googleMaps: '', lat: '', long: '' });
    expect(res.status).toBe(200);
    const b = (await branches()).find((x) => String(x._id) === branchId);
    expect(b.location.address).toBe('الزرقاء الجديدة');
    expect(b.phone).toBe('+962795559999');
    expect(b.location.geoLocation).toBeUndefined();
  });

  it('a foreign or unknown branch id is a 404 and changes nothing; non-admins are refused', async () => {
    const before = await branches();
    expect((await owner.put(`${base()}/${foreign.branchIds.near}`, valid)).status).toBe(404);
    expect((await owner.delete(`${base()}/${new Types.ObjectId()}`)).status).toBe(404);
    expect((await owner.delete(`${base()}/not-an-id`)).status).toBe(404);
    expect((await stranger.post(base(), valid)).status).toBe(403);
    expect((await stranger.delete(`${base()}/${branchId}`)).status).toBe(403);
    expect((await new TestClient().post(base(), valid)).status).toBe(401);
    expect(await branches()).toEqual(before);
  });

  it('deletes a branch', async () => {
    const res = await owner.delete(`${base()}/${branchId}`);
    expect(res.status).toBe(200);
    expect((await branches()).map((b) => String(b._id))).not.toContain(branchId);
  });
});
