/** The answer that ended a session. */
export interface SessionEndReason {
  code: number;
  msg: string;
}

/**
 * What the request layer needs of the visitor's session, given by the app at start (the auth feature's
 * stores): the bearer token to send, and what to do when an answer ends the session or asks for a login.
 * Until the app connects one, requests go out as a guest's and those reactions do nothing.
 */
export interface ApiSession {
  /** The bearer token of the logged-in user, or nothing for a guest. */
  token: () => string | null | undefined;
  /** The logged-in user's id, signed into every request's header beside the token; nothing for a guest. */
  userId: () => string | number | null | undefined;
  /**
   * The server ended the session (logged in elsewhere, token expired): forget it. `reason` is the answer's
   * code and message, for an app that tells the user why (the back office's login page does).
   */
  onSessionEnded: (reason: SessionEndReason) => void;
  /** The answer asks the visitor to log in. */
  onLoginRequired: () => void;
}

const GUEST: ApiSession = {
  token: () => undefined,
  userId: () => undefined,
  onSessionEnded: () => undefined,
  onLoginRequired: () => undefined,
};

let session: ApiSession = GUEST;

/** Connects the request layer to the session; returns the function that disconnects it. */
export function configureApi(next: ApiSession): () => void {
  session = next;
  return () => {
    if (session === next) session = GUEST;
  };
}

/** The session the request layer works with now. */
export function apiSession(): ApiSession {
  return session;
}
