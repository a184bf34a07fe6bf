import { describe, expect, it } from 'vitest';
import { readPortalConfig } from '../../api/portal-config';
import { isInternetExplorer, mobileRedirectTarget, windowsZoomFactor } from './browser-env';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

describe('isInternetExplorer', () => {
  it('spots MSIE and Trident', () => {
    expect(isInternetExplorer('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)')).toBe(true);
    expect(isInternetExplorer('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isInternetExplorer(WINDOWS_CHROME)).toBe(false);
  });
});

describe('windowsZoomFactor', () => {
  it('undoes Windows display scaling', () => {
    expect(windowsZoomFactor('Win32', WINDOWS_CHROME, 1.25)).toBe(0.8);
    expect(windowsZoomFactor('Win32', WINDOWS_CHROME, 1.5)).toBeCloseTo(0.6667, 4);
    expect(windowsZoomFactor('', WINDOWS_CHROME, 2)).toBe(0.5);
  });

  it('leaves 100 % and other systems alone', () => {
    expect(windowsZoomFactor('Win32', WINDOWS_CHROME, 1)).toBeNull();
    expect(windowsZoomFactor('MacIntel', MAC_CHROME, 2)).toBeNull();
    expect(windowsZoomFactor('Win32', WINDOWS_CHROME, 0)).toBeNull();
    expect(windowsZoomFactor('Win32', WINDOWS_CHROME, Number.NaN)).toBeNull();
  });
});

describe('mobileRedirectTarget', () => {
  const location = { pathname: '/makeMoney/taskDetails', search: '?taskNumber=T1&type=square' };

  it('sends mobile browsers to the mobile site with the same path and query', () => {
    expect(mobileRedirectTarget(IPHONE, 'https://m.example.com', location)).toBe(
      'https://m.example.com/makeMoney/taskDetails?taskNumber=T1&type=square',
    );
    expect(mobileRedirectTarget(ANDROID, 'https://m.example.com/', { pathname: '/home', search: '' })).toBe(
      'https://m.example.com/home',
    );
  });

  it('keeps desktops, and everyone when no mobile site is configured', () => {
    expect(mobileRedirectTarget(WINDOWS_CHROME, 'https://m.example.com', location)).toBeNull();
    expect(mobileRedirectTarget(IPHONE, undefined, location)).toBeNull();
    expect(mobileRedirectTarget(IPHONE, '', location)).toBeNull();
  });
});

describe('readPortalConfig', () => {
  it('reads the injected mobile site and ignores anything malformed', () => {
    expect(readPortalConfig({ mobileSiteUrl: 'https://m.example.com' })).toEqual({
      mobileSiteUrl: 'https://m.example.com',
    });
    expect(readPortalConfig(undefined)).toEqual({});
    expect(readPortalConfig({ mobileSiteUrl: 42 })).toEqual({});
  });
});
