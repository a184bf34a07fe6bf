import type { Feature } from './feature.js';
import { systemFeature } from './system/routes.js';
import { usersFeature } from './users/routes.js';

/** Every feature, in the order their demo data is seeded (later ones may refer to earlier ones' rows). */
export const features: Feature[] = [systemFeature, usersFeature];
