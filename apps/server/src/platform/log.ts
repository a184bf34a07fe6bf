import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';

/** Query parameters that carry a credential: the socket's session token, and its other spellings. */
const CREDENTIAL_PARAMS = /^(?:token|access_?token|authorization)$/i;
/** The same, as it appears inside any text (a URL in a message, an error): `token=...` up to a separator. */
const CREDENTIAL_IN_TEXT = /([?&;](?:token|access_?token|authorization)=)[^&\s"'#\\]*/gi;

/** A request URL with every credential query value replaced by `***`. */
export function redactedRequestUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url.slice(mark + 1).split('&');
  const redacted = query.map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A badly encoded name is compared as it is.
    }
    return eq >= 0 && CREDENTIAL_PARAMS.test(decoded) ? `${name}=***` : pair;
  });
  return `${url.slice(0, mark)}?${redacted.join('&')}`;
}

/** The last line of defence: a credential that reached a log line some other way is cut out of it. */
export const scrubCredentials = (line: string): string =>
  line.includes('=') ? line.replace(CREDENTIAL_IN_TEXT, '$1***') : line;

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: IncomingMessage['socket'];
}

/**
 * The server's logger. Request lines name the method, the URL without credentials, the host and the
 * client address; the Authorization and signed headers never appear (they are not serialized, and
 * redacted should a caller log them).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers["x-encrypt-key"]'],
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: req.url === undefined ? undefined : redactedRequestUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
      hooks: { streamWrite: scrubCredentials },
    },
    destination,
  );
}

/**
 * A warning that may fire thousands of times in a burst (each failed publish while Redis is away) is
 * written at most once per `intervalMs`, saying how many were left out since the last line.
 */
export function throttledWarn(
  log: { warn(detail: object, message: string): void },
  message: string,
  intervalMs = 10_000,
): (detail: Record<string, unknown>) => void {
  let lastAt = -Infinity;
  let suppressed = 0;
  return (detail) => {
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      suppressed++;
      return;
    }
    lastAt = now;
    log.warn(suppressed > 0 ? { ...detail, suppressed } : detail, message);
    suppressed = 0;
  };
}
