/** The home feed: videos, articles and questions mixed and ranked. */
export {};
