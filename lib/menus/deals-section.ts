/**
 * The synthetic deals section (spec §4, §9): when the deals setting is on and at least one item is on sale, a prime
 * section titled 'العروض' with id 82485 goes first, holding every on-sale item (they also stay in their own sections).
 * The English page names it in English.
 */
export const DEALS_SECTION_ID = '82485';
export const DEALS_SECTION_TITLE = 'العروض';

type SaleLike = { sale?: { onSale?: boolean | null; offPrice?: number | null } | null };
type SectionLike = { _id: string; title: string; prime?: boolean | null; items: SaleLike[]; galleries?: unknown[] };

export function isOnSale(item: SaleLike): boolean {
  const off = Number(item.sale?.offPrice ?? 0);
  return Boolean(item.sale?.onSale) && off > 0 && off < 1;
}

export type DealsSection<S extends SectionLike> = Omit<S, 'prime' | 'galleries'> & { prime: true; galleries: []; synthetic: true };

export function withDealsSection<S extends SectionLike>(
  sections: readonly S[],
  settings: { doRenderDealsSection?: boolean | null } | null | undefined,
  title: string = DEALS_SECTION_TITLE,
): (S | DealsSection<S>)[] {
  if (!settings?.doRenderDealsSection) return [...sections];
  const saleItems = sections.flatMap((s) => s.items.filter(isOnSale)) as S['items'];
  if (saleItems.length === 0) return [...sections];
  const deals = { _id: DEALS_SECTION_ID, title, prime: true, items: saleItems, galleries: [], synthetic: true } as unknown as DealsSection<S>;
  return [deals, ...sections];
}
