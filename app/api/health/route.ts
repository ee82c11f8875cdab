import { route } from '@/lib/route/route';
import { checkHealth } from '@/lib/health/check-health';

/** Liveness and database check used by the start script and the test harness (503 when the database is gone). */
export const GET = route({ access: 'public' }, checkHealth);
