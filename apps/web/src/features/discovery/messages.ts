/** Texts of the discovery feature, merged into the catalogues under `discovery.`. */
export const discoveryMessages = {
  zh: {},
  en: {},
};
