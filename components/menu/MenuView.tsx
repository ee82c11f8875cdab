import { GoToCartButton } from '@/components/cart/GoToCartButton';
import { dinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import { withDealsSection } from '@/lib/menus/deals-section';
import { orderItems } from '@/lib/menus/order-items';
import { canPurchase, showsGalleries, type PublicMenu, type PublicSection } from '@/lib/menus/public-menu';
import { MenuHeader } from './MenuHeader';
import { TableBadge } from './TableBadge';
import { RecentOrders } from './RecentOrders';
import { OpenBadge } from './OpenBadge';
import { hasWorkingHours } from '@/lib/shared/working-span';
import { SectionNav } from './SectionNav';
import { MenuSections } from './MenuSections';
import { RatingPrompt } from './RatingPrompt';
import { VisitBeacon } from './VisitBeacon';
import { EarlyTapReplay } from './EarlyTapReplay';
import { MenuFooter } from './MenuFooter';
import { OfflineSupport } from './OfflineSupport';
import { BranchesPanel, type BranchEntry } from './branches/BranchesPanel';
import { themeStyle } from './theme';
import { DinerLangProvider } from './diner-lang';
import { LanguageMemory } from './LanguageMemory';
import { MenuFonts } from './MenuFonts';
import { DietarySprite } from './dietary-icons';
import { declaredCodes } from '@/lib/menus/dietary-filter';
import styles from './MenuView.module.css';

/** Sections as shown: the deals section first when enabled, pinned items first in each section. */
export function visibleSections(menu: PublicMenu, dealsTitle?: string): PublicSection[] {
  const galleries = showsGalleries(menu);
  return withDealsSection(menu.sections, menu.settings, dealsTitle).map((s) => ({
    ...s,
    items: orderItems(s.items),
    galleries: galleries ? (s.galleries ?? []) : [],
  }));
}

function branchEntries(menu: PublicMenu): BranchEntry[] {
  const entries: BranchEntry[] = [];
  const loc = menu.institution.location;
  if (loc.address || menu.institution.contact.phone || loc.coordinates) {
    entries.push({
      id: 'main',
      main: true,
      address: loc.address ?? '',
      phone: menu.institution.contact.phone,
      googleMaps: loc.googleMaps ?? '',
      coordinates: loc.coordinates ?? null,
    });
  }
  for (const b of menu.branches) {
    entries.push({
      id: b._id,
      main: false,
      address: b.location.address ?? '',
      phone: b.phone,
      googleMaps: b.location.googleMaps ?? '',
      coordinates: b.location.coordinates ?? null,
    });
  }
  return entries;
}

type Props = {
  menu: PublicMenu;
  lang: Lang;
  nonce?: string;
  renderedAt: number;
  /** The admins' preview (app/m/[id]/preview): no visit counted, no offline copy, no rating prompt. */
  preview?: boolean;
};

/** The whole public menu, rendered on the server; client islands only for what is interactive. */
export function MenuView({ menu, lang, nonce, renderedAt, preview = false }: Props) {
  const T = dinerTexts(lang);
  const sections = visibleSections(menu, T.menu.deals);
  const purchase = canPurchase(menu);
  const version = menu.updatedAt ? Date.parse(menu.updatedAt) : undefined;
  const navSections = sections.filter((s) => s.items.length > 0 || s.galleries.length > 0);
  // No day with hours: no badge at all, rather than 'مغلق الآن' for a restaurant that has not set them.
  const hours = hasWorkingHours(menu.workingDays);

  return (
    <DinerLangProvider lang={lang}>
    <div className={styles.root} style={themeStyle(menu.colors)} data-menu-id={menu._id} data-lang={lang}>
      {menu.languages.includes('en') && <LanguageMemory menuId={menu._id} lang={lang} nonce={nonce} />}
      <MenuFonts nonce={nonce} />
      <DietarySprite {...declaredCodes(menu.sections.flatMap((s) => s.items))} />
      {!preview && <OfflineSupport />}
      <MenuHeader menu={menu} lang={lang} version={version} />
      {(hours || menu.tables.length > 0 || purchase) && (
        <div className={styles.statusRow}>
          {hours && <OpenBadge workingDays={menu.workingDays} timeZone={menu.timeZone} renderedAt={renderedAt} />}
          {menu.tables.length > 0 && <TableBadge menuId={menu._id} tables={menu.tables} canCall={purchase} />}
          {purchase && !preview && <RecentOrders menuId={menu._id} />}
        </div>
      )}

      {navSections.length > 0 && (
        <SectionNav
          sections={navSections.map((s) => ({ id: s._id, title: s.title }))}
          action={purchase ? <GoToCartButton menuId={menu._id} inBar /> : undefined}
        />
      )}

      <MenuSections
        menuId={menu._id}
        sections={navSections}
        currency={menu.currency}
        purchase={purchase}
        version={version}
        timeZone={menu.timeZone}
        renderedAt={renderedAt}
      />

      {menu.headingPhrase && (
        <section aria-label={T.menu.headingPhraseLabel}>
          <p className={styles.headingPhrase}>{menu.headingPhrase}</p>
        </section>
      )}
      <BranchesPanel entries={branchEntries(menu)} markClosest={menu.settings.doMarkClosestBranch} color={menu.colors.mainColor} />
      <MenuFooter menu={menu} lang={lang} />

      {purchase && navSections.length === 0 && <GoToCartButton menuId={menu._id} />}
      {!preview && menu.institution.googleRateUrl && <RatingPrompt url={menu.institution.googleRateUrl} menuId={menu._id} />}
      {!preview && <VisitBeacon menuId={menu._id} />}
      <EarlyTapReplay />
    </div>
    </DinerLangProvider>
  );
}
