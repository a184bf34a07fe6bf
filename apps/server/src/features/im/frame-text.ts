import type { im } from '@fox/contracts';

/**
 * One delivery reaches several sockets of this process (both sides, every device), and a message goes out
 * twice (the echo and the delivery): each frame is written once, and the message inside it once.
 */
const texts = new WeakMap<object, string>();
function cachedJson(value: object): string {
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}
export function serialised(frame: im.ServerFrame): string {
  if (!('data' in frame) || typeof frame.data !== 'object' || frame.data === null) return cachedJson(frame);
  let text = texts.get(frame);
  if (text === undefined) {
    const parts = Object.entries(frame).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [`${JSON.stringify(name)}:${name === 'data' ? cachedJson(frame.data) : JSON.stringify(value)}`],
    );
    texts.set(frame, (text = `{${parts.join(',')}}`));
  }
  return text;
}
