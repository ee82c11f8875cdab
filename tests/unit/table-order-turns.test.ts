/** One table's orders take turns on an instance (lib/diner-orders/table-order-turns.ts); other tables do not wait. */
import { inTableTurn } from '../../lib/diner-orders/table-order-turns';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('inTableTurn', () => {
  it('runs the turns of one key one after another, in order, even when one fails', async () => {
    const seen: string[] = [];
    const first = gate();
    const a = inTableTurn('m:t1', async () => {
      seen.push('a starts');
      await first.opened;
      seen.push('a ends');
      throw new Error('refused');
    });
    const b = inTableTurn('m:t1', async () => {
      seen.push('b starts');
      return 'b';
    });
    const other = await inTableTurn('m:t2', async () => 'other table at once');
    expect(other).toBe('other table at once');
    expect(seen).toEqual(['a starts']);
    first.open();
    await expect(a).rejects.toThrow('refused');
    await expect(b).resolves.toBe('b');
    expect(seen).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('runs at once without a key', async () => {
    await expect(inTableTurn(null, async () => 1)).resolves.toBe(1);
  });
});
