/** Texts of the video feature, merged into the catalogues under `video.`. */
export const videoMessages = {
  zh: {},
  en: {},
};
