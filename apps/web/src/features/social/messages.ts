/** Texts of the social feature, merged into the catalogues under `social.`. */
export const socialMessages = {
  zh: {},
  en: {},
};
