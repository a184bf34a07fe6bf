import { northernProvinces } from './cities-north.js';
import { southernProvinces } from './cities-south.js';

/**
 * One city seat: its stable site id, the short name people use, the latitude and longitude of the seat
 * in degrees, and the official name when it is not simply the short name followed by 市.
 */
export type CityEntry = readonly [
  id: number,
  name: string,
  latitude: number,
  longitude: number,
  fullName?: string,
];

/** The cities of one province-level division (or, abroad, of one country). */
export interface RegionCities {
  region: string;
  cities: readonly CityEntry[];
}

/**
 * Every prefecture-level division of mainland China (cities, autonomous prefectures, leagues and
 * regions), the four municipalities, Hong Kong, Macau and Taipei, in the order of the administrative codes.
 * Ids are stable: new cities take new ids, existing ones never change.
 */
export const domesticRegions: readonly RegionCities[] = [...northernProvinces, ...southernProvinces];
