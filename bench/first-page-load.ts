/** One load of a page in Chromium with the CPU and the network slowed, and what it cost the browser. */
import type { Browser, CDPSession } from '@playwright/test';

export interface NetworkProfile {
  name: string;
  /** Added to every request's round trip, in ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export interface LoadProfile {
  name: string;
  cpuSlowdown: number;
  /** Unset: the loopback as it is. */
  network?: NetworkProfile;
}

/**
 * Lighthouse's "slow 4G" as it applies it through DevTools: 150 ms RTT and 1.6 Mbit/s, with its
 * adjustment for request-level throttling (latency × 3.75, download × 0.9, upload × 0.9 of 750 kbit/s).
 */
export const SLOW_4G: NetworkProfile = {
  name: 'slow 4G (562.5 ms latency, 1474.6 kbit/s down, 675 kbit/s up)',
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
};

export interface LoadFigures {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  /** The frame that first draws a card of the home feed. */
  feedShownMs: number;
  /** Every response of the load as it came over the wire, headers included. */
  transferredBytes: number;
  jsTransferredBytes: number;
  jsDecodedBytes: number;
  cssTransferredBytes: number;
  /** Pictures: the feed's covers and avatars. */
  imageTransferredBytes: number;
  /** The API's JSON answers. */
  jsonTransferredBytes: number;
  jsFiles: number;
  requests: number;
}

const FEED_CARD = '[data-testid="home-feed"] [data-testid^="feed-card-"]';

/**
 * Runs in the page before any of its scripts: paint and largest-paint entries as they come, and the
 * frame in which the first feed card is in the document. Plain JavaScript, as the browser runs it.
 */
const PROBE = `(() => {
  const state = {};
  window.__firstPage = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    if (entries.length > 0) state.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watcher = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(FEED_CARD)})) return;
    watcher.disconnect();
    requestAnimationFrame((frameTime) => { state.feedShown = frameTime; });
  });
  watcher.observe(document, { childList: true, subtree: true });
})();`;

interface ProbeMarks {
  fcp?: number;
  lcp?: number;
  feedShown?: number;
}

interface ResponseTally {
  url: string;
  mimeType: string;
  encoded: number;
  decoded: number;
  finished: boolean;
}

function tallyResponses(cdp: CDPSession): { responses: Map<string, ResponseTally>; inFlight: () => number } {
  const responses = new Map<string, ResponseTally>();
  const pending = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => pending.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    responses.set(event.requestId, {
      url: event.response.url,
      mimeType: event.response.mimeType,
      encoded: 0,
      decoded: 0,
      finished: false,
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const tally = responses.get(event.requestId);
    if (tally) tally.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    pending.delete(event.requestId);
    const tally = responses.get(event.requestId);
    if (!tally) return;
    tally.encoded = event.encodedDataLength;
    tally.finished = true;
  });
  cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
  return { responses, inFlight: () => pending.size };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no request has been in flight for `quietMs`, or `limitMs` in all. */
async function networkQuiet(inFlight: () => number, quietMs: number, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await sleep(50);
  }
}

/** One cold load (a fresh browser context: empty cache, no session) of `url`. */
export async function measureLoad(browser: Browser, url: string, profile: LoadProfile): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: (profile.network.downloadKbps * 1024) / 8,
        uploadThroughput: (profile.network.uploadKbps * 1024) / 8,
      });
    }
    const { responses, inFlight } = tallyResponses(cdp);

    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.__firstPage.feedShown !== undefined', null, {
      timeout: 90_000,
      polling: 100,
    });
    // The covers and the requests the feed makes once shown belong to the first page too.
    await networkQuiet(inFlight, 1_000, 30_000);
    const marks = (await page.evaluate('window.__firstPage')) as ProbeMarks;

    const finished = [...responses.values()].filter((tally) => tally.finished);
    const ofKind = (pattern: RegExp) => finished.filter((tally) => pattern.test(tally.mimeType));
    const scripts = finished.filter(
      (tally) => /javascript/.test(tally.mimeType) || /\.m?js(\?|$)/.test(tally.url),
    );
    const sum = (list: ResponseTally[], field: 'encoded' | 'decoded') =>
      list.reduce((total, tally) => total + tally[field], 0);
    return {
      firstContentfulPaintMs: marks.fcp ?? Number.NaN,
      largestContentfulPaintMs: marks.lcp ?? Number.NaN,
      feedShownMs: marks.feedShown ?? Number.NaN,
      transferredBytes: sum(finished, 'encoded'),
      jsTransferredBytes: sum(scripts, 'encoded'),
      jsDecodedBytes: sum(scripts, 'decoded'),
      cssTransferredBytes: sum(ofKind(/^text\/css/), 'encoded'),
      imageTransferredBytes: sum(ofKind(/^image\//), 'encoded'),
      jsonTransferredBytes: sum(ofKind(/json/), 'encoded'),
      jsFiles: scripts.length,
      requests: finished.length,
    };
  } finally {
    await context.close();
  }
}
