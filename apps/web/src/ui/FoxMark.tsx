/** The fox mark, in the colour of its surroundings (`currentColor`). index.html draws the same shapes. */
export function FoxMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden>
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M14 16l12 10h12l12-10-3 22-15 12-15-12z" fill="#fff" />
      <circle cx="25" cy="34" r="3" fill="currentColor" />
      <circle cx="39" cy="34" r="3" fill="currentColor" />
      <path d="M29 42h6l-3 3z" fill="currentColor" />
    </svg>
  );
}
