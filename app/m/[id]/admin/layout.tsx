import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminGate } from '@/components/admin/shell/AdminGate';
import { AdminShell } from '@/components/admin/shell/AdminShell';
import { getCurrentUser } from '@/lib/auth/current-user';
import { providerContact } from '@/lib/env';
import { ADMIN_SHELL_TEXT } from '@/lib/i18n/ar';
import { adminAccess } from '@/lib/menus/admin-access';

export const metadata: Metadata = { title: ADMIN_SHELL_TEXT.title, robots: { index: false } };

type Props = { children: React.ReactNode; params: Promise<{ id: string }> };

/** The admin shell (spec §2): for the menu's admins only; anyone else gets a clear page with a way to log in. */
export default async function AdminLayout({ children, params }: Props) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) return <AdminGate kind="login" next={`/m/${id}/admin`} />;
  const { access } = await adminAccess(id, user);
  if (access === 'missing') notFound();
  if (access === 'denied') return <AdminGate kind="denied" next={`/m/${id}/admin`} />;
  if (!user.emailVerified) return <AdminGate kind="verify" next={`/m/${id}/admin`} />;
  return (
    <AdminShell menuId={id} providerContact={providerContact()}>
      {children}
    </AdminShell>
  );
}
