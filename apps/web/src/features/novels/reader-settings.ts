import { create } from 'zustand';

/** The reader's page colours: day, night, parchment and eye-care green. */
export const READER_THEMES = ['day', 'night', 'parchment', 'green'] as const;
export type ReaderTheme = (typeof READER_THEMES)[number];

/** Scrolling reads a chapter as one long column; paged turns it page by page, as a book does. */
export const READER_MODES = ['scroll', 'paged'] as const;
export type ReaderMode = (typeof READER_MODES)[number];

export const FONT_SIZE_MIN = 14;
export const FONT_SIZE_MAX = 30;
export const FONT_SIZE_STEP = 2;
/** Line heights offered; Chinese text reads calmly from 1.8 up. */
export const LINE_HEIGHTS = [1.6, 1.8, 2, 2.2, 2.5] as const;

export interface ReaderSettings {
  theme: ReaderTheme;
  mode: ReaderMode;
  fontSize: number;
  lineHeight: number;
}

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  theme: 'day',
  mode: 'scroll',
  fontSize: 20,
  lineHeight: 2,
};

/** The localStorage key the choice lives under, so it stays for the next visit on this browser. */
export const READER_SETTINGS_KEY = 'novelReaderSettings';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const clampFont = (size: number) =>
  Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(size / FONT_SIZE_STEP) * FONT_SIZE_STEP));

/**
 * The remembered settings read back; each unreadable or out-of-range value falls back to its default
 * alone, so an older or hand-edited entry never breaks the reader.
 */
export function readReaderSettings(store: Pick<Storage, 'getItem'> | undefined = storage()): ReaderSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(store?.getItem(READER_SETTINGS_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: every value takes its default.
  }
  const base = DEFAULT_READER_SETTINGS;
  const { theme, mode, fontSize, lineHeight } = stored;
  return {
    theme: READER_THEMES.includes(theme as ReaderTheme) ? (theme as ReaderTheme) : base.theme,
    mode: READER_MODES.includes(mode as ReaderMode) ? (mode as ReaderMode) : base.mode,
    fontSize: typeof fontSize === 'number' && Number.isFinite(fontSize) ? clampFont(fontSize) : base.fontSize,
    lineHeight: LINE_HEIGHTS.includes(lineHeight as (typeof LINE_HEIGHTS)[number])
      ? (lineHeight as number)
      : base.lineHeight,
  };
}

function writeReaderSettings(settings: ReaderSettings): void {
  try {
    storage()?.setItem(READER_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // A full or blocked storage only forgets the choice for the next visit.
  }
}

interface ReaderSettingsState extends ReaderSettings {
  change: (patch: Partial<ReaderSettings>) => void;
  /** One step bigger (+1) or smaller (-1), within the bounds. */
  stepFont: (direction: 1 | -1) => void;
  reset: () => void;
}

const settingsOf = (state: ReaderSettings): ReaderSettings => ({
  theme: state.theme,
  mode: state.mode,
  fontSize: state.fontSize,
  lineHeight: state.lineHeight,
});

/** The reader's look and behaviour, remembered on this browser. */
export const useReaderSettings = create<ReaderSettingsState>()((set, get) => {
  const apply = (next: ReaderSettings) => {
    writeReaderSettings(next);
    set(next);
  };
  return {
    ...readReaderSettings(),
    change: (patch) => apply({ ...settingsOf(get()), ...patch }),
    stepFont: (direction) =>
      apply({ ...settingsOf(get()), fontSize: clampFont(get().fontSize + direction * FONT_SIZE_STEP) }),
    reset: () => apply(DEFAULT_READER_SETTINGS),
  };
});
