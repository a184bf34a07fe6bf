const DEVICE_KEY = 'trackingDeviceNo';

let cached: string | null = null;

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random number for this browser, kept in localStorage: the imei/deviceNo of guests' tracking. */
export function deviceNo(): string {
  if (cached) return cached;
  try {
    const stored = globalThis.localStorage.getItem(DEVICE_KEY);
    if (stored && /^[0-9a-f]{32}$/.test(stored)) return (cached = stored);
    cached = randomId();
    globalThis.localStorage.setItem(DEVICE_KEY, cached);
  } catch {
    cached ??= randomId();
  }
  return cached;
}

/** A fresh random id, for requestId. */
export const newRequestId = randomId;
