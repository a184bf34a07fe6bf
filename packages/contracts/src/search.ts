/** Search over videos, articles, questions and users, and the hot words. */
export {};
