import { describe, expect, it } from 'vitest';
import { currentPosition, locationParam } from './site-location';

function fakeGeolocation(outcome: 'ok' | 'denied'): Geolocation {
  return {
    getCurrentPosition: (success, failure) => {
      if (outcome === 'ok') {
        success({ coords: { latitude: 30.5928, longitude: 114.3055 } } as GeolocationPosition);
      } else {
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      }
    },
  } as Geolocation;
}

describe('locating the user', () => {
  it('formats a position as lat,lng', () => {
    expect(locationParam({ latitude: 30.5928, longitude: 114.3055 })).toBe('30.592800,114.305500');
    expect(locationParam({ latitude: -33.8688, longitude: -0.1276 })).toBe('-33.868800,-0.127600');
  });

  it('resolves with the browser position', async () => {
    await expect(currentPosition(fakeGeolocation('ok'))).resolves.toEqual({
      latitude: 30.5928,
      longitude: 114.3055,
    });
  });

  it('rejects when the user refuses or the browser cannot locate', async () => {
    await expect(currentPosition(fakeGeolocation('denied'))).rejects.toThrow('denied');
    await expect(currentPosition(undefined)).rejects.toThrow('not available');
  });
});
