import { describe, expect, it } from 'vitest';
import { haversineKm, nearestWithin } from './geo.js';

const wuhan = { latitude: 30.59, longitude: 114.31 };
const beijing = { latitude: 39.9, longitude: 116.41 };
const shanghai = { latitude: 31.23, longitude: 121.47 };

describe('great-circle distance', () => {
  it('is zero from a place to itself', () => {
    expect(haversineKm(wuhan, wuhan)).toBe(0);
  });

  it('matches known distances between cities within a few km', () => {
    expect(haversineKm(beijing, shanghai)).toBeGreaterThan(1060);
    expect(haversineKm(beijing, shanghai)).toBeLessThan(1075);
    expect(haversineKm(wuhan, beijing)).toBeGreaterThan(1045);
    expect(haversineKm(wuhan, beijing)).toBeLessThan(1060);
  });

  it('is symmetric and spans one degree of latitude in about 111 km', () => {
    expect(haversineKm(wuhan, beijing)).toBeCloseTo(haversineKm(beijing, wuhan), 9);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.2, 1);
  });

  it('takes the short way across the antimeridian', () => {
    const distance = haversineKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 });
    expect(distance).toBeCloseTo(111.2, 1);
  });

  it('is half the circumference between antipodes', () => {
    const distance = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(distance).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('the nearest place', () => {
  const places = [
    { name: 'wuhan', ...wuhan },
    { name: 'beijing', ...beijing },
    { name: 'shanghai', ...shanghai },
  ];

  it('picks the closest place with its distance', () => {
    const found = nearestWithin(places, { latitude: 31, longitude: 121 }, 300);
    expect(found?.place.name).toBe('shanghai');
    expect(found?.distanceKm).toBeGreaterThan(40);
    expect(found?.distanceKm).toBeLessThan(70);
  });

  it('finds nothing farther than the limit', () => {
    expect(nearestWithin(places, { latitude: 0, longitude: -140 }, 300)).toBeNull();
    expect(nearestWithin([], wuhan, 300)).toBeNull();
  });
});
