import { BadgeCheck, Bean, Carrot, CircleDotDashed, Egg, Fish, Flame, Flower, FlaskRound, LeafyGreen, Milk, Nut, Shell, Shrimp, Sparkles, TreeDeciduous, Vegan, Wheat, WheatOff, Wine, type LucideIcon } from 'lucide-react';
import type { Allergen, DietaryTag } from '@/lib/shared/dietary';

/** One icon per allergen and tag (lucide): always shown beside its word, never alone. */
export const ALLERGEN_ICONS: Record<Allergen, LucideIcon> = {
  gluten: Wheat, crustaceans: Shrimp, eggs: Egg, fish: Fish, peanuts: Nut, soybeans: Bean, milk: Milk,
  'tree-nuts': TreeDeciduous, celery: LeafyGreen, mustard: FlaskRound, sesame: CircleDotDashed, sulphites: Wine, lupin: Flower, molluscs: Shell,
};

export const TAG_ICONS: Record<DietaryTag, LucideIcon> = {
  vegetarian: Carrot, vegan: Vegan, halal: BadgeCheck, spicy: Flame, 'gluten-free': WheatOff, new: Sparkles,
};

type Icon = { kind: 'allergen'; code: Allergen } | { kind: 'tag'; code: DietaryTag };
const symbolId = ({ kind, code }: Icon) => `dietary-${kind}-${code}`;

/**
 * The public menu's dietary icons, each drawn once: a hidden sprite of the icons the menu uses (rendered by the page),
 * which every badge and the filter reference (DietaryIcon). A 150-item menu shows a few hundred badges; drawn inline,
 * their paths were a quarter of the page's HTML.
 */
export function DietarySprite({ allergens, tags }: { allergens: readonly Allergen[]; tags: readonly DietaryTag[] }) {
  if (allergens.length === 0 && tags.length === 0) return null;
  const icons: Icon[] = [...allergens.map((code) => ({ kind: 'allergen' as const, code })), ...tags.map((code) => ({ kind: 'tag' as const, code }))];
  return (
    <svg width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }} aria-hidden="true" focusable="false">
      {icons.map((icon) => {
        const Drawing = icon.kind === 'allergen' ? ALLERGEN_ICONS[icon.code] : TAG_ICONS[icon.code];
        return (
          <symbol key={symbolId(icon)} id={symbolId(icon)} viewBox="0 0 24 24">
            <Drawing size={24} />
          </symbol>
        );
      })}
    </svg>
  );
}

/** A dietary icon from the page's sprite (decorative: its word is always beside it). */
export function DietaryIcon({ size, ...icon }: Icon & { size: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(icon)}`} />
    </svg>
  );
}
