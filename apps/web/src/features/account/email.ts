/**
 * A plain check that catches typing slips (missing @, no domain); the server applies the full
 * rule and answers with the field to fix.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
