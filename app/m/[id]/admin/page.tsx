import { redirect } from 'next/navigation';

/** The admin index opens the review tab (spec §2). */
export default async function AdminIndex({ params }: { params: Promise<{ id: string }> }) {
  redirect(`/m/${(await params).id}/admin/review`);
}
