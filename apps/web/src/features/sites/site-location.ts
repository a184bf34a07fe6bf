import { sites } from '@fox/contracts';
import { api } from '../../api';

export interface Position {
  latitude: number;
  longitude: number;
}

/** How long the browser may take to find the position, and how old a remembered one may be. */
const POSITION_TIMEOUT_MS = 10_000;
const POSITION_MAX_AGE_MS = 10 * 60_000;

/** The browser's position; rejects when geolocation is missing, refused or too slow. */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.message || 'Geolocation failed')),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

/** The `lat,lng` form getLocationDetail takes; six decimals are about 10 cm. */
export function locationParam({ latitude, longitude }: Position): string {
  return `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/**
 * The site nearest to the user. Silent: the picker shows the spec's own failure message whatever went
 * wrong (no permission, no signal, or no site near).
 */
export async function locateSite(geolocation?: Geolocation) {
  const position = await currentPosition(geolocation);
  return api(sites.locationDetail, { location: locationParam(position) }, { silent: true });
}
