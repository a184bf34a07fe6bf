import type { Platform } from '../../platform/platform.js';
import type { EventBus } from './bus.js';

/** The gateway's bus, per platform: HTTP actions (recall, forward) deliver through the same sockets. */
const buses = new WeakMap<Platform, EventBus>();

export const registerBus = (platform: Platform, bus: EventBus) => void buses.set(platform, bus);
export const busOf = (platform: Platform): EventBus | undefined => buses.get(platform);
