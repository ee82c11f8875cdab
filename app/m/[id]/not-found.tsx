import { MenuUnavailable } from '@/components/menu/MenuUnavailable';
import { MENU_TEXT } from '@/lib/i18n/ar';

export const metadata = { title: MENU_TEXT.notFoundTitle };

/** /m/{x} where no menu has that id or short name (HTTP 404). */
export default function MenuNotFound() {
  return <MenuUnavailable title={MENU_TEXT.notFoundTitle} body={MENU_TEXT.notFoundBody} />;
}
