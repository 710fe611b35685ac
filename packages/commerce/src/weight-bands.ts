/**
 * The rule an owner's delivery fee bands follow (docs/decisions/0031-wallets-and-delivery-fees.md#bands),
 * shared by the console's editor (errors before saving, the preview) and the server (which
 * refuses what breaks it). Weights are whole grams, inclusive at both ends; fees are major
 * units of the method's currency.
 *
 * The bands of one method start at 0 g and follow each other without a gap or an overlap:
 * each band starts one gram after the one before it ends (0–2000, 2001–5000, …).
 */
export type FeeBand = { fromGrams: number; toGrams: number; fee: number };

/** The heaviest parcel a band may reach: 1,000 kg. */
export const MAX_BAND_GRAMS = 1_000_000;
/** The highest fee a band may ask: 10 million (MMK). */
export const MAX_BAND_FEE = 10_000_000;
/** Bands a method may have. */
export const MAX_BANDS = 50;

export type BandProblemKind =
  /** The first band does not start at 0 g. */
  | 'start'
  /** A band starts after the previous one ended plus one gram: weights in between have no fee. */
  | 'gap'
  /** A band starts at or before the end of the previous one: two fees for one weight. */
  | 'overlap'
  /** A band ends before it starts. */
  | 'reversed'
  /** A weight that is not a whole number of grams from 0 to MAX_BAND_GRAMS. */
  | 'weight'
  /** A fee that is negative, above MAX_BAND_FEE or with more than two decimals. */
  | 'fee'
  /** No band at all, or more than MAX_BANDS. */
  | 'count';

export type BandProblem = {
  kind: BandProblemKind;
  /** The band at fault (0-based); -1 for the list as a whole. */
  index: number;
  field: 'fromGrams' | 'toGrams' | 'fee' | null;
  /** The figures the problem is about, for the message. */
  expectedFromGrams?: number;
};

const isWholeGrams = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= MAX_BAND_GRAMS;

const isFee = (value: number) =>
  Number.isFinite(value) &&
  value >= 0 &&
  value <= MAX_BAND_FEE &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * Every problem of a method's bands, in the order of the bands; empty when they are fine.
 * Bands are read in the order given (the order they are shown and stored).
 */
export function bandProblems(bands: readonly FeeBand[]): BandProblem[] {
  const problems: BandProblem[] = [];
  if (bands.length === 0 || bands.length > MAX_BANDS)
    return [{ kind: 'count', index: -1, field: null }];
  bands.forEach((band, index) => {
    if (!isWholeGrams(band.fromGrams)) {
      problems.push({ kind: 'weight', index, field: 'fromGrams' });
      return;
    }
    if (!isWholeGrams(band.toGrams)) {
      problems.push({ kind: 'weight', index, field: 'toGrams' });
      return;
    }
    if (band.toGrams < band.fromGrams) {
      problems.push({ kind: 'reversed', index, field: 'toGrams' });
      return;
    }
    if (!isFee(band.fee)) problems.push({ kind: 'fee', index, field: 'fee' });
    if (index === 0) {
      if (band.fromGrams !== 0)
        problems.push({ kind: 'start', index, field: 'fromGrams', expectedFromGrams: 0 });
      return;
    }
    const previous = bands[index - 1]!;
    if (!isWholeGrams(previous.toGrams)) return;
    const expected = previous.toGrams + 1;
    if (band.fromGrams > expected)
      problems.push({ kind: 'gap', index, field: 'fromGrams', expectedFromGrams: expected });
    else if (band.fromGrams < expected)
      problems.push({ kind: 'overlap', index, field: 'fromGrams', expectedFromGrams: expected });
  });
  return problems;
}

/** A problem in English words, as the API answers it. */
export function bandProblemMessage(problem: BandProblem, bands: readonly FeeBand[]): string {
  const band = problem.index >= 0 ? bands[problem.index] : undefined;
  const number = problem.index + 1;
  const previous = problem.index > 0 ? bands[problem.index - 1] : undefined;
  switch (problem.kind) {
    case 'count':
      return `A delivery method needs from 1 to ${MAX_BANDS} weight bands.`;
    case 'start':
      return `Band ${number} must start at 0 g (it starts at ${band?.fromGrams} g).`;
    case 'gap':
      return (
        `Band ${number} starts at ${band?.fromGrams} g, but band ${number - 1} ends at ` +
        `${previous?.toGrams} g: parcels in between would have no fee. Start it at ${problem.expectedFromGrams} g.`
      );
    case 'overlap':
      return (
        `Band ${number} starts at ${band?.fromGrams} g, inside band ${number - 1} (up to ` +
        `${previous?.toGrams} g): a parcel would have two fees. Start it at ${problem.expectedFromGrams} g.`
      );
    case 'reversed':
      return `Band ${number} ends (${band?.toGrams} g) before it starts (${band?.fromGrams} g).`;
    case 'weight':
      return `Band ${number}: weights are whole grams from 0 to ${MAX_BAND_GRAMS.toLocaleString('en')}.`;
    case 'fee':
      return `Band ${number}: the fee must be from 0 to ${MAX_BAND_FEE.toLocaleString('en')} with at most two decimals.`;
  }
}

/** The band a parcel of this weight falls in, and its fee; null when none does. */
export function bandFor(
  bands: readonly FeeBand[],
  weightGrams: number,
): { index: number; fee: number } | null {
  if (!Number.isFinite(weightGrams) || weightGrams < 0) return null;
  const index = bands.findIndex(
    (band) => band.fromGrams <= weightGrams && weightGrams <= band.toGrams,
  );
  return index < 0 ? null : { index, fee: bands[index]!.fee };
}
