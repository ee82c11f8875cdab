import { NOT_FOUND_TEXT } from '@/lib/i18n/ar';

/** Not found inside the admin shell: the navigation stays so the owner can go on. */
export default function AdminNotFound() {
  return (
    <section className="card" id="admin-not-found">
      <h1>{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.body}</p>
    </section>
  );
}
