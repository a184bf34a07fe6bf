/** Profiles: another user's public home, works by author, liked lists. */
export {};
