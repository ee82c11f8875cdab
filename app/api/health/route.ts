import { route } from '@/lib/api/route';

/** Liveness and database check used by the start script and the test harness. */
export const GET = route({ access: 'public' }, async () => ({ ok: true }));
