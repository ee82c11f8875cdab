/**
 * One value per process, made on first use. Next bundles lib/ into its server chunks apart from the custom server
 * (server/), so a module-level value would exist once per bundle; what every copy must share (listeners, counters,
 * an instance's id) is kept on a global symbol, `qrmenu.<name>`, read and written only through here.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`qrmenu.${name}`);
  const g = globalThis as typeof globalThis & Record<symbol, unknown>;
  if (!(key in g)) g[key] = make();
  return g[key] as T;
}
