import { coordinatesOf } from '../../validation/link-fields';
import type { BranchValues } from '../../validation/branch';

/** A parsed branch body as stored (spec §3 Branch): coordinates as a GeoJSON point [long, lat], or none. */
export function branchDocument(body: BranchValues) {
  const coordinates = coordinatesOf(body);
  return {
    phone: body.phone,
    location: {
      address: body.address,
      googleMaps: body.googleMaps ?? '',
      ...(coordinates ? { geoLocation: { type: 'Point', coordinates } } : {}),
    },
    ...(body.translations ? { translations: body.translations } : {}),
  };
}
