import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { AdminGate } from '@/components/admin/shell/AdminGate';
import { InitMenuForm } from '@/components/admin/init/InitMenuForm';
import { getCurrentUser } from '@/lib/auth/current-user';
import { INIT_TEXT } from '@/lib/i18n/ar';
import { adminAccess } from '@/lib/menus/admin-access';

export const metadata: Metadata = { title: INIT_TEXT.title, robots: { index: false } };

/** Menu initialisation (spec §2 Init form): the owner's first details; an initialised menu goes to its admin area. */
export default async function InitPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) return <AdminGate kind="login" next={`/m/${id}/init`} />;
  const { access, initialized } = await adminAccess(id, user);
  if (access === 'missing') notFound();
  if (access === 'denied') return <AdminGate kind="denied" next={`/m/${id}/init`} />;
  if (!user.emailVerified) return <AdminGate kind="verify" next={`/m/${id}/init`} />;
  if (initialized) redirect(`/m/${id}/admin`);
  return <InitMenuForm menuId={id} />;
}
