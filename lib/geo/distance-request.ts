import { z } from '@/lib/validation/z';
import { zm } from '@/lib/i18n/t';

const lng = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);

/** Body of POST /api/v1/distances (spec §7 Distances): exactly two [lng, lat] positions, metrics distance, km. */
export const distanceRequestSchema = z.object({
  locations: z.array(z.tuple([lng, lat])).length(2, zm('distanceLocations')),
  metrics: z.array(z.literal('distance')).optional(),
  units: z.literal('km').optional().default('km'),
});

export type DistanceRequest = z.infer<typeof distanceRequestSchema>;
