import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_READER_SETTINGS,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  READER_SETTINGS_KEY,
  readReaderSettings,
  useReaderSettings,
} from './reader-settings';

const storeOf = (value: string | null) => ({ getItem: () => value });

describe('reader settings', () => {
  beforeEach(() => {
    localStorage.clear();
    useReaderSettings.getState().reset();
  });

  it('reads each remembered value on its own, falling back per value when one is unreadable', () => {
    expect(readReaderSettings(storeOf(null))).toEqual(DEFAULT_READER_SETTINGS);
    expect(readReaderSettings(storeOf('not json'))).toEqual(DEFAULT_READER_SETTINGS);
    expect(
      readReaderSettings(
        storeOf(JSON.stringify({ theme: 'night', mode: 'sideways', fontSize: 99, lineHeight: 7 })),
      ),
    ).toEqual({ ...DEFAULT_READER_SETTINGS, theme: 'night', fontSize: FONT_SIZE_MAX });
    expect(
      readReaderSettings(storeOf(JSON.stringify({ mode: 'paged', fontSize: 3, lineHeight: 2.2 }))),
    ).toEqual({
      ...DEFAULT_READER_SETTINGS,
      mode: 'paged',
      fontSize: FONT_SIZE_MIN,
      lineHeight: 2.2,
    });
  });

  it('remembers a change in localStorage, and keeps the font size within its bounds', () => {
    useReaderSettings.getState().change({ theme: 'parchment', lineHeight: 2.5 });
    expect(JSON.parse(localStorage.getItem(READER_SETTINGS_KEY)!)).toMatchObject({
      theme: 'parchment',
      lineHeight: 2.5,
    });
    for (let step = 0; step < 20; step++) useReaderSettings.getState().stepFont(1);
    expect(useReaderSettings.getState().fontSize).toBe(FONT_SIZE_MAX);
    for (let step = 0; step < 20; step++) useReaderSettings.getState().stepFont(-1);
    expect(useReaderSettings.getState().fontSize).toBe(FONT_SIZE_MIN);
    expect(readReaderSettings()).toMatchObject({ theme: 'parchment', fontSize: FONT_SIZE_MIN });
  });
});
