/** How an item's card shows its image (spec §3 Item.show.type): import-free, shared by the model and the schemas. */
export const ITEM_SHOW_TYPES = ['small-image', 'large-image'] as const;
export type ItemShowType = (typeof ITEM_SHOW_TYPES)[number];
