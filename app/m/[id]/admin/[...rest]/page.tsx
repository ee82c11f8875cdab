import { notFound } from 'next/navigation';

/** Any other path under the admin area: the not-found page, inside the shell (never an empty shell). */
export default function UnknownAdminPath() {
  notFound();
}
