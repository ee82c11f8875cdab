import { ADMIN_SCREENS, adminScreenId, screenIndexOf } from '../../lib/ui/admin-screens';
import { itemSet } from '../../lib/menus/edits/edit-item';
import { MENU_EDITS } from '../../lib/menus/edits/registry';

describe('admin screens', () => {
  it('lists the eight screens of the spec in its order, then the tables, the orders, the kitchen and the integrations, each with its tour id', () => {
    expect(ADMIN_SCREENS).toEqual(['review', 'sections', 'items', 'galleries', 'branches', 'workingDays', 'stats', 'publicInfo', 'tables', 'orders', 'kitchen', 'integrations']);
    expect(adminScreenId('workingDays')).toBe('admin-screen-workingDays');
  });

  it('reads the nav index from the path, review by default', () => {
    expect(screenIndexOf('/m/abc/admin/items')).toBe(2);
    expect(screenIndexOf('/m/abc/admin/publicInfo')).toBe(7);
    expect(screenIndexOf('/m/abc/admin/tables')).toBe(8);
    expect(screenIndexOf('/m/abc/admin')).toBe(0);
    expect(screenIndexOf('/m/abc/admin/unknown')).toBe(0);
  });
});

describe('eitem writes only what it is given', () => {
  const P = 'sections.$[s].items.$[i]';
  it('sets each given field on the one item, never the counters', () => {
    expect(itemSet({ price: 3, title: 'x' })).toEqual({ [`${P}.price`]: 3, [`${P}.title`]: 'x' });
    expect(Object.keys(itemSet({ description: 'd' }))).toEqual([`${P}.description`]);
  });

  it('writes a sale whole: on with its fraction, off with none', () => {
    expect(itemSet({ sale: { onSale: true, offPrice: 0.3 } })).toEqual({ [`${P}.sale`]: { onSale: true, offPrice: 0.3 } });
    expect(itemSet({ sale: { onSale: false } })).toEqual({ [`${P}.sale`]: { onSale: false, offPrice: 0 } });
  });
});

describe('menu-edit registry (part 1 ops)', () => {
  it.each(['psection', 'esection', 'msection', 'osection', 'pitem', 'eitem', 'mitem', 'oitem', 'sitem'])('%s has ids and body schemas and one write', (op) => {
    const edit = (MENU_EDITS as Record<string, { ids: unknown; body: unknown; run: unknown }>)[op];
    expect(edit).toBeDefined();
    expect(typeof edit.run).toBe('function');
    expect(edit.ids).toBeDefined();
    expect(edit.body).toBeDefined();
  });
});
