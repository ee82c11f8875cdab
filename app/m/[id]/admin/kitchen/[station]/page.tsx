import { KitchenDisplay } from '@/components/admin/kitchen/KitchenDisplay';

type Props = { params: Promise<{ station: string }> };

/** /m/{id}/admin/kitchen/{station}: a station's display, `kitchen` (a menu without stations) or `expo`. */
export default async function Page({ params }: Props) {
  const { station } = await params;
  return <KitchenDisplay station={station} />;
}
