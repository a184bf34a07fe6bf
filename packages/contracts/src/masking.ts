/**
 * Masking of personal data for display (spec 002 §5, spec 001 §5). One module for every feature, on the
 * server and in the client, so a rule is written once.
 */

/** A name shows its first and last character with a star between: 张三丰 -> 张*丰, 张三 -> 张*三. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  return `${chars[0]}*${chars[chars.length - 1]}`;
}

/** An ID number shows its first 2 and last 2 characters. */
export function maskIdNumber(id: string): string {
  const chars = [...id.trim()];
  if (chars.length <= 4) return chars.join('');
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}

/** A phone number shows its first 3 and last 4 digits: 13800000001 -> 138****0001. */
export function maskPhone(phone: string): string {
  const chars = [...phone.trim()];
  if (chars.length <= 7) return chars.join('');
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`;
}

/** Member names in task chats and non-group sessions: the first character and two stars. */
export function maskMemberName(name: string): string {
  const first = [...name.trim()][0];
  return first === undefined ? '' : `${first}**`;
}
