import { MAX_WAIT_MS, deferRuntimeScripts, deferredRuntimeUrls } from '../../server/defer-runtime-scripts';
import { EARLY_TAP } from '../../lib/menus/early-tap';

const NONCE = 'abc+/=';
const page = (head: string, body = '<main data-menu-id="x">منيو</main>') =>
  `<!DOCTYPE html><html dir="rtl"><head><meta charset="utf-8"/>${head}</head><body>${body}<script nonce="${NONCE}">self.__next_f.push([1,"data"])</script></body></html>`;
const NEXT_HEAD =
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/d.js"/>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/b.js?v=1&amp;x=2" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/d.js" nonce="${NONCE}" async=""></script>`;

/** Runs the loader's inline code with a stand-in document and window: which scripts it adds, and when. */
function runLoader(html: string, hero: { complete: boolean } | null = null) {
  const heroListeners = new Map<string, () => void>();
  const heroImage = hero && { ...hero, addEventListener: (type: string, fn: () => void) => heroListeners.set(type, fn) };
  const code = /<script[^>]*data-deferred-runtime[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners = new Set<(e: unknown) => void>();
  const document = {
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (e: { src: string }) => added.push(e.src) },
    addEventListener: (_type: string, fn: (e: unknown) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (e: unknown) => void) => listeners.delete(fn),
    querySelector: (sel: string) => (sel === 'img[data-hero]' ? heroImage : null),
  };
  const window: Record<string, unknown> = {};
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'window', code)(
    document,
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
    window,
  );
  /** A click on an element inside that button (or outside every button). */
  const click = (button: object | null) => listeners.forEach((fn) => fn({ target: { closest: (sel: string) => (sel === 'button' ? button : null) } }));
  return { added, frames, timers, click, listeners, heroListeners, takeEarlyTap: window[EARLY_TAP] as () => object | null };
}

describe('deferRuntimeScripts', () => {
  const out = deferRuntimeScripts(page(NEXT_HEAD));

  it("takes Next's async runtime scripts and script preloads out of the page, and keeps the rest", () => {
    expect(out).not.toMatch(/<script[^>]*\basync=/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`);
    expect(out).toContain('<main data-menu-id="x">منيو</main>');
    expect(out).toContain(`<script nonce="${NONCE}">self.__next_f.push([1,"data"])</script>`);
  });

  it('adds one loader with the same nonce at the end of the body, listing the scripts in their order', () => {
    const last = out.slice(out.lastIndexOf('<script'));
    expect(last.startsWith(`<script nonce="${NONCE}" data-deferred-runtime="">`)).toBe(true);
    expect(last.endsWith('</script></body></html>')).toBe(true);
    expect(deferredRuntimeUrls(out)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2', '/_next/static/chunks/d.js']);
  });

  it('the loader adds each script once, after the first frame when the header image is there (or there is none)', () => {
    for (const hero of [null, { complete: true }]) {
      const loader = runLoader(out, hero);
      expect(loader.added).toEqual([]);
      loader.frames.forEach((f) => f());
      loader.timers.filter((t) => t.ms === 0).forEach((t) => t.fn());
      expect(loader.added).toEqual(deferredRuntimeUrls(out));
      loader.timers.forEach((t) => t.fn()); // the cap fires too: nothing added twice
      expect(loader.added).toHaveLength(3);
    }
  });

  it('waits for the header image, then a frame; or MAX_WAIT_MS at the latest', () => {
    const loading = runLoader(out, { complete: false });
    expect(loading.frames).toHaveLength(0); // no frame asked for before the image
    loading.heroListeners.get('load')!();
    loading.frames.forEach((f) => f());
    loading.timers.filter((t) => t.ms === 0).forEach((t) => t.fn());
    expect(loading.added).toEqual(deferredRuntimeUrls(out));

    const broken = runLoader(out, { complete: false });
    broken.heroListeners.get('error')!();
    broken.frames.forEach((f) => f());
    broken.timers.filter((t) => t.ms === 0).forEach((t) => t.fn());
    expect(broken.added).toHaveLength(3);

    const slow = runLoader(out, { complete: false });
    slow.timers.filter((t) => t.ms === MAX_WAIT_MS).forEach((t) => t.fn());
    expect(slow.added).toEqual(deferredRuntimeUrls(out));
  });

  it("keeps the last button tapped before the runtime started, for the page's code to take once", () => {
    const loader = runLoader(out);
    const card = { id: 'card' };
    const toggle = { id: 'branches-toggle' };
    loader.click(card);
    loader.click(null); // a tap outside any button changes nothing
    loader.click(toggle);
    expect(loader.takeEarlyTap()).toBe(toggle);
    expect(loader.listeners.size).toBe(0); // taken: no more listening
    expect(loader.takeEarlyTap()).toBeNull();
    expect(runLoader(out).takeEarlyTap()).toBeNull();
  });

  it('leaves a page without async scripts or without a body end as it is', () => {
    const plain = page('<title>x</title>');
    expect(deferRuntimeScripts(plain)).toBe(plain);
    const cut = page(NEXT_HEAD).replace('</body></html>', '');
    expect(deferRuntimeScripts(cut)).toBe(cut);
    expect(deferredRuntimeUrls(plain)).toEqual([]);
  });

  it('cannot be made to close its script early by a script address', () => {
    const odd = deferRuntimeScripts(page(`<script src="/x.js?a=&lt;/script&gt;" async=""></script>`));
    expect(odd.match(/<\/script>/g)).toHaveLength(2); // the page's data script and the loader, nothing else
    expect(deferredRuntimeUrls(odd)).toEqual(['/x.js?a=</script>']);
  });
});
