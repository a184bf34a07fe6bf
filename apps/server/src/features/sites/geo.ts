/** Mean Earth radius in km (IUGG), the usual choice for great-circle distances. */
const EARTH_RADIUS_KM = 6371.0088;

/** About how many km one degree of latitude spans. */
export const KM_PER_DEGREE_OF_LATITUDE = 111.19;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula, which stays accurate for short distances. */
export function haversineKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place nearest to the origin within maxKm, with its distance; null when none is that close. */
export function nearestWithin<P extends Coordinates>(
  places: readonly P[],
  origin: Coordinates,
  maxKm: number,
): { place: P; distanceKm: number } | null {
  let best: { place: P; distanceKm: number } | null = null;
  for (const place of places) {
    const distanceKm = haversineKm(origin, place);
    if (distanceKm <= maxKm && (!best || distanceKm < best.distanceKm)) best = { place, distanceKm };
  }
  return best;
}
