/** Texts of the profile feature, merged into the catalogues under `profile.`. */
export const profileMessages = {
  zh: {},
  en: {},
};
