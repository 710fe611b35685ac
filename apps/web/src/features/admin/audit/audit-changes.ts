import { formatDate } from '@storefront/commerce/dates';

/** One field of an audited entity: what it was and what it became (undefined: not there). */
export type FieldChange = { field: string; before?: string; after?: string };

/** Nested objects are read this deep; anything deeper is shown as its JSON. */
const MAX_DEPTH = 3;
/** A value is cut here: the log is read on a phone, and a body may be long. */
const MAX_VALUE_CHARS = 160;

function shown(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value === null
        ? '—'
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entity's fields by dotted name ('body.status'), each value as text. */
function flatten(value: unknown, prefix = '', depth = 0, into = new Map<string, string>()) {
  if (isRecord(value) && depth < MAX_DEPTH) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into);
    }
  } else if (prefix || value !== null) {
    into.set(prefix || 'value', shown(value));
  }
  return into;
}

/**
 * What an audit entry changed, field by field: for a change, the fields whose value differs;
 * for a creation (nothing before) every field it was made with; for a deletion (nothing after)
 * every field it had. Field order is the entity's own.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const was = before === null || before === undefined ? new Map<string, string>() : flatten(before);
  const is = after === null || after === undefined ? new Map<string, string>() : flatten(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = was.get(field);
    const to = is.get(field);
    if (from === to) continue;
    changes.push({
      field,
      ...(from === undefined ? {} : { before: from }),
      ...(to === undefined ? {} : { after: to }),
    });
  }
  return changes;
}

/** A camelCase or dotted field name in words: 'mustChangePassword' → 'must change password'. */
export function fieldWords(field: string): string {
  return field
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' › ');
}

/** Myanmar Time is UTC+6:30 all year (no daylight saving). */
const MYANMAR_OFFSET_MS = (6 * 60 + 30) * 60 * 1000;

/**
 * An instant as a clock in Myanmar reads it, whatever the reader's own time zone: the log is
 * the business's record, and the business keeps Myanmar time.
 */
export function formatMyanmarTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  return formatDate(new Date(date.getTime() + MYANMAR_OFFSET_MS), locale, {
    time: true,
    utc: true,
  });
}
