/** Joins class names, skipping the falsy ones (the few lines clsx would add a dependency for). */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
