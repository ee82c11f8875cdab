import { BadgeCheck, Bean, Carrot, CircleDotDashed, Egg, Fish, Flame, Flower, FlaskRound, LeafyGreen, Milk, Nut, Shell, Shrimp, Sparkles, TreeDeciduous, Vegan, Wheat, WheatOff, Wine, type LucideIcon } from 'lucide-react';
import type { Allergen, DietaryTag } from '@/lib/shared/dietary';

/** One icon per allergen and tag (lucide, inline SVG): always shown beside its word, never alone. */
export const ALLERGEN_ICONS: Record<Allergen, LucideIcon> = {
  gluten: Wheat, crustaceans: Shrimp, eggs: Egg, fish: Fish, peanuts: Nut, soybeans: Bean, milk: Milk,
  'tree-nuts': TreeDeciduous, celery: LeafyGreen, mustard: FlaskRound, sesame: CircleDotDashed, sulphites: Wine, lupin: Flower, molluscs: Shell,
};

export const TAG_ICONS: Record<DietaryTag, LucideIcon> = {
  vegetarian: Carrot, vegan: Vegan, halal: BadgeCheck, spicy: Flame, 'gluten-free': WheatOff, new: Sparkles,
};
