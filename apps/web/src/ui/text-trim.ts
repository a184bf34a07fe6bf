const LEADING = /^[ \t]+/;
const TRAILING = /[ \t]+$/;

/** Spec 000 §9: text inputs drop leading and trailing spaces and tabs (other whitespace is content). */
export function trimSpacesAndTabs(value: string): string {
  return value.replace(LEADING, '').replace(TRAILING, '');
}

export function trimLeadingSpacesAndTabs(value: string): string {
  return value.replace(LEADING, '');
}
