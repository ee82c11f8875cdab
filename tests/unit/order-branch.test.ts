import { orderBranchAddress } from '../../lib/diner-orders/order-branch-address';
import { branchLabel, orderBranchLabel } from '../../lib/ui/branch-label';
import { isOfBranch } from '../../lib/shared/diner-order-rules';
import { isTableOfBranch } from '../../lib/shared/menu-tables';

/** Where a diner's order is made, as the chat message, the status page, the order's card and its ticket name it. */
const menu = {
  institution: { location: { address: 'عمّان، وسط البلد' } },
  translations: { en: { address: 'Amman, downtown' } },
  branches: [
    { _id: 'b1', phone: '0790000001', location: { address: 'إربد، شارع الجامعة' }, translations: { en: { address: 'Irbid, University Street' } } },
    { _id: 'b2', phone: '0790000002', location: { address: '' } },
  ],
};
const table = { _id: 't1', name: '4' };

describe('the address the diner reads', () => {
  it("an order's branch by its address, in English when asked and given, else its phone", () => {
    expect(orderBranchAddress(menu, { branch: 'b1', table }, false)).toBe('إربد، شارع الجامعة');
    expect(orderBranchAddress(menu, { branch: 'b1', table: null }, true)).toBe('Irbid, University Street');
    expect(orderBranchAddress(menu, { branch: 'b2', table: null }, true)).toBe('0790000002');
    expect(orderBranchAddress(menu, { branch: 'gone', table: null }, false)).toBeNull();
  });
  it('the main branch for an order from no table in a restaurant with branches; nothing at a table or with one place', () => {
    expect(orderBranchAddress(menu, { branch: null, table: null }, false)).toBe('عمّان، وسط البلد');
    expect(orderBranchAddress(menu, { branch: null, table: null }, true)).toBe('Amman, downtown');
    expect(orderBranchAddress(menu, { branch: null, table }, false)).toBeNull();
    expect(orderBranchAddress({ ...menu, branches: [] }, { branch: null, table: null }, false)).toBeNull();
    expect(orderBranchAddress(null, { branch: 'b1', table: null }, false)).toBeNull();
  });
});

describe("the admin's label", () => {
  it('names the main branch with its address, a branch by its own, a deleted one as such', () => {
    expect(branchLabel(menu, null)).toBe('الفرع الرئيسي: عمّان، وسط البلد');
    expect(branchLabel(menu, 'b1')).toBe('فرع إربد، شارع الجامعة');
    expect(branchLabel(menu, 'gone')).toBe('فرع محذوف');
    // An address that already says so is not given the word twice.
    const named = { ...menu, branches: [{ _id: 'k', location: { address: 'فرع خلدا: شارع وصفي التل' } }, { _id: 'f', location: { address: 'فرعون' } }] };
    expect(branchLabel(named, 'k')).toBe('فرع خلدا: شارع وصفي التل');
    expect(branchLabel(named, 'f')).toBe('فرع فرعون');
    expect(orderBranchLabel(menu, { branch: null, table: null })).toBe('الفرع الرئيسي: عمّان، وسط البلد');
    expect(orderBranchLabel(menu, { branch: null, table })).toBeNull();
    expect(orderBranchLabel({ ...menu, branches: [] }, { branch: null, table: null })).toBeNull();
  });
  it("a screen set to a branch takes that branch's orders; 'main' those of none; '' all", () => {
    expect(isOfBranch('b1', 'b1')).toBe(true);
    expect(isOfBranch('b1', 'b2')).toBe(false);
    expect(isOfBranch(null, 'main')).toBe(true);
    expect(isOfBranch('b1', 'main')).toBe(false);
    expect(isOfBranch('b1', '')).toBe(true);
    expect(isOfBranch(null, '')).toBe(true);
  });
  it("a call from a table is its table's branch's; a table of no branch, or gone, the main branch's", () => {
    const tables = [{ _id: 't1', name: '1', branchId: 'b1' }, { _id: 't2', name: '2', branchId: null }];
    expect(isTableOfBranch(tables, 't1', 'b1')).toBe(true);
    expect(isTableOfBranch(tables, 't1', 'main')).toBe(false);
    expect(isTableOfBranch(tables, 't2', 'main')).toBe(true);
    expect(isTableOfBranch(tables, 'gone', 'main')).toBe(true);
    expect(isTableOfBranch(tables, 'gone', 'b1')).toBe(false);
    expect(isTableOfBranch(tables, 't1', '')).toBe(true);
  });
});
