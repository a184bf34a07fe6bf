/** Invitations: invite links and their statistics. */
export {};
