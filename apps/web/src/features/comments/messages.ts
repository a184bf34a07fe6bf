/** Texts of the comments feature, merged into the catalogues under `comments.`. */
export const commentsMessages = {
  zh: {},
  en: {},
};
