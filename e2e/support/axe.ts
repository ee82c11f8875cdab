import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now — or on the part `include` selects — and
 * expects no violation at all.
 *
 * Every rule runs; what is cut is the work around them. `axe.run` in the page itself (legacy mode) instead of the
 * builder's default, which runs each frame apart and then opens a blank page to merge their results, and only the
 * violations' nodes come back (`resultTypes`; the passes were ~1 MB of JSON through the protocol on the public menu).
 * The default exists for cross-origin frames, which none of our pages has: for the same-origin frame (the admin's
 * review screen) axe reaches into it either way. On the public menu with planted faults (an image without text, a
 * button without a name, both in the page and in a frame) both ways reported the same violations on the same nodes;
 * each check cost the machine 1.4–2.2 CPU-s instead of 6–9 (docs/measurements.md).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(readable).toEqual([]);
}
