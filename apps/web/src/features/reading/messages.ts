/** Texts of the reading feature, merged into the catalogues under `reading.`. */
export const readingMessages = {
  zh: {},
  en: {},
};
