import { system } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { Feature } from '../../platform/feature.js';
import { systemMessages } from './messages.js';

export const systemFeature: Feature = {
  name: 'system',
  messages: systemMessages,
  install({ router, platform }) {
    router.handle(system.health, async () => {
      const [databaseUp, redisUp] = await Promise.all([
        platform.database.ping(),
        platform.redis ? platform.redis.ping() : Promise.resolve(false),
      ]);
      const health = {
        status: databaseUp && (!platform.redis || redisUp) ? ('ok' as const) : ('degraded' as const),
        database: { dialect: platform.database.dialect, reachable: databaseUp },
        redis: { configured: platform.redis !== null, reachable: redisUp },
        uptimeSeconds: Math.round((Date.now() - platform.startedAt) / 1000),
      };
      if (!databaseUp) throw new AppError(503, 'health.databaseDown', {}, { httpStatus: 503, data: health });
      return health;
    });
  },
};
