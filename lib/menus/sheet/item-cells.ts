import { salePercentCell, showWord, subItemsCell, yesNoWord } from './sheet-columns';
import { extraItemCells } from './extra-cells';

export type ItemCellValue = string | number;
/** A stored item, or a sheet row in its shape. */
type CellSource = Parameters<typeof extraItemCells>[0] & {
  title?: string;
  itemname?: string;
  description?: string | null;
  price?: number;
  show?: { type?: string | null } | null;
  pin?: boolean | null;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
  soldOut?: boolean | null;
  image?: string | null;
  subItems?: readonly { title: string; price: number }[] | null;
};

/**
 * An item's cells as the export writes them (by column key, the section's own columns aside). The import's preview
 * shows a change as these cells before and after, so the owner reads the same text as in the file.
 */
export function itemCells(i: CellSource, section: string): Record<string, ItemCellValue> {
  return {
    section,
    title: i.title ?? '',
    itemname: i.itemname ?? '',
    description: i.description ?? '',
    price: i.price ?? '',
    show: showWord(i.show?.type),
    pin: yesNoWord(i.pin),
    salePercent: salePercentCell(i.sale),
    soldOut: yesNoWord(i.soldOut),
    image: i.image ?? '',
    subItems: subItemsCell([...(i.subItems ?? [])]),
    ...extraItemCells(i),
  };
}
