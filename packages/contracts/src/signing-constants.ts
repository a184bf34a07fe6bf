/** The signed header's name, apart from the key schema. */

/** The header every signed request carries: the encrypted, signed payload (platform facts). */
export const SIGNED_HEADER = 'x-encrypt-key';
