import { signing } from '@fox/contracts';
import type { Feature } from '../../feature.js';

/** Serves the current key generation; the endpoint itself needs no signature (the guard skips it). */
export const signingFeature: Feature = {
  name: 'signing',
  install({ router, platform }) {
    router.handle(signing.aesKey, async ({ reply }) => {
      // Keys rotate: a cached copy would outlive its generation.
      reply.header('cache-control', 'no-store');
      const { hmacKey, aesKey, iv } = await platform.keyring.current();
      return { hmacKey, aesKey, iv };
    });
  },
};
