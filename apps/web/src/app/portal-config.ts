import { z } from 'zod';

/** What the server injects into index.html in place of `<!--portal-config-->`. */
export const portalConfigSchema = z.object({
  mobileSiteUrl: z.string().min(1).optional(),
  /** The admin site an agent (order-splitting user) is sent to after logging in (spec 002 §4.6). */
  adminSiteUrl: z.string().min(1).optional(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

declare global {
  interface Window {
    __PORTAL_CONFIG__?: unknown;
  }
}

/** The injected configuration; anything malformed or absent (the dev server) reads as empty. */
export function readPortalConfig(source: unknown = window.__PORTAL_CONFIG__): PortalConfig {
  const parsed = portalConfigSchema.safeParse(source ?? {});
  return parsed.success ? parsed.data : {};
}
