/** A request about to be sent, as signers see it. */
export interface OutgoingRequest {
  method: string;
  /** Path without the query string, as the server routes it. */
  path: string;
  /** Path with the query string. */
  url: string;
  headers: Headers;
}

/** Adds headers to an outgoing request (the signed x-encrypt-key header arrives with the accounts work). */
export type RequestSigner = (request: OutgoingRequest) => void | Promise<void>;

const signers: RequestSigner[] = [];

/** Installs a signer for every later request; returns the function that removes it. */
export function addRequestSigner(signer: RequestSigner): () => void {
  signers.push(signer);
  return () => {
    const index = signers.indexOf(signer);
    if (index >= 0) signers.splice(index, 1);
  };
}

/** Runs the installed signers in order. */
export async function signRequest(request: OutgoingRequest): Promise<void> {
  for (const signer of [...signers]) await signer(request);
}
