import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { EarlyTapCapture } from '@/components/menu/EarlyTapCapture';
import { MenuView } from '@/components/menu/MenuView';
import { PreviewBanner } from '@/components/menu/PreviewBanner';
import { getCurrentUser } from '@/lib/auth/current-user';
import { adminAccess } from '@/lib/menus/admin-access';
import { getPublicMenu } from '@/lib/menus/get-public-menu';
import { localizeMenu } from '@/lib/menus/localize-menu';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * /m/{id}/preview: the menu as diners will see it, for its admins only, while it is not active (the public page then
 * says only 'not active'): what the owner's review frame shows a menu being prepared in. Never stored for diners (the
 * page store keeps only /m/{param} itself); anyone but the menu's admins gets the not-found page.
 */
export default async function MenuPreviewPage({ params }: Props) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user || (await adminAccess(id, user)).access !== 'ok') notFound();
  const menu = await getPublicMenu(id);
  if (!menu) notFound();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      {/* A tap before the page's code has loaded is answered once it has (the stored public page does this too). */}
      <EarlyTapCapture nonce={nonce} />
      {!menu.active && <PreviewBanner />}
      {/* eslint-disable-next-line react-hooks/purity -- rendered for one admin's request: stamps that moment */}
      <MenuView menu={localizeMenu(menu, 'ar')} lang="ar" nonce={nonce} renderedAt={Date.now()} preview />
    </>
  );
}
