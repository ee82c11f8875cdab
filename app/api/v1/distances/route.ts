import { route } from '@/lib/route/route';
import { distanceRequestSchema } from '@/lib/geo/distance-request';
import { distanceMatrix } from '@/lib/geo/distance-matrix';

/** Distance in km between the diner and a branch (spec §7): read as data.data.distances[0][1]. */
export const POST = route({ access: 'public', body: distanceRequestSchema }, async ({ body }) => ({
  data: { distances: distanceMatrix(body.locations) },
}));
