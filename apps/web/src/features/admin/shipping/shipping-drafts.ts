import { isMyanmar } from '@storefront/commerce/address';
import {
  bandFor,
  bandProblems,
  type BandProblem,
  type FeeBand,
} from '@storefront/commerce/weight-bands';
import {
  SHIPPING_NAME_MAX,
  type AdminShippingMethod,
  type AdminShippingPut,
} from '@storefront/contract/admin-shipping';

/** One band as typed: text, so that a half-typed number stays on screen. */
export type BandDraft = { key: string; fromGrams: string; toGrams: string; fee: string };
export type MethodDraft = {
  key: string;
  guid: string | null;
  name: string;
  nameMm: string;
  region: string;
  enabled: boolean;
  townships: string[];
  bands: BandDraft[];
  inUse: boolean;
};

let serial = 0;
export const newKey = () => `new-${++serial}`;

export function draftsOf(methods: AdminShippingMethod[]): MethodDraft[] {
  return methods.map((m) => ({
    key: m.guid,
    guid: m.guid,
    name: m.name,
    nameMm: m.nameMm,
    region: m.region,
    enabled: m.enabled,
    townships: [...m.townships],
    inUse: m.inUse,
    bands: m.bands.map((b) => ({
      key: newKey(),
      fromGrams: String(b.fromGrams),
      toGrams: String(b.toGrams),
      fee: String(b.fee),
    })),
  }));
}

/** A typed number; NaN for nothing or anything else, which the band rule refuses. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function bandsOf(method: MethodDraft): FeeBand[] {
  return method.bands.map((b) => ({
    fromGrams: numberOf(b.fromGrams),
    toGrams: numberOf(b.toGrams),
    fee: numberOf(b.fee),
  }));
}

export function bodyOf(drafts: MethodDraft[]): AdminShippingPut {
  return {
    methods: drafts.map((m) => ({
      guid: m.guid,
      name: m.name,
      nameMm: m.nameMm,
      region: m.region,
      enabled: m.enabled,
      townships: isMyanmar(m.region) ? m.townships : [],
      bands: bandsOf(m),
    })),
  };
}

/** The band after the last one: it starts one gram after the last one ends. */
export function nextBand(method: MethodDraft): BandDraft {
  const last = bandsOf(method).at(-1);
  const from = last && Number.isInteger(last.toGrams) ? last.toGrams + 1 : 0;
  return { key: newKey(), fromGrams: String(from), toGrams: '', fee: '' };
}

export type MethodProblem =
  { key: 'nameMissing' | 'nameLong' | 'nameTwice' } | { key: 'band'; band: BandProblem };

/**
 * The server's rules checked before saving, by the field paths the server names
 * (`methods[1].name`, `methods[1].bands[2]`); the band rule is the one the server runs.
 */
export function methodProblems(drafts: MethodDraft[]): Map<string, MethodProblem> {
  const problems = new Map<string, MethodProblem>();
  const names = new Set<string>();
  drafts.forEach((method, index) => {
    const at = `methods[${index}]`;
    const name = method.name.trim().replace(/\s+/g, ' ');
    if (!name) problems.set(`${at}.name`, { key: 'nameMissing' });
    else if ([...name].length > SHIPPING_NAME_MAX) problems.set(`${at}.name`, { key: 'nameLong' });
    else if (names.has(name.toLowerCase())) problems.set(`${at}.name`, { key: 'nameTwice' });
    names.add(name.toLowerCase());
    if ([...method.nameMm.trim()].length > SHIPPING_NAME_MAX)
      problems.set(`${at}.nameMm`, { key: 'nameLong' });
    for (const band of bandProblems(bandsOf(method))) {
      const field = band.index < 0 ? `${at}.bands` : `${at}.bands[${band.index}]`;
      if (!problems.has(field)) problems.set(field, { key: 'band', band });
    }
  });
  return problems;
}

export type PreviewLine = { key: string; name: string; nameMm: string; fee: number; band: number };

/**
 * What the editor's methods (saved or not) ask for a parcel of `weightGrams` to a township of
 * Myanmar: the switched-on methods serving it whose bands hold the weight, in checkout order.
 */
export function previewOf(
  drafts: MethodDraft[],
  weightGrams: number,
  townshipGuid: string,
): PreviewLine[] {
  return drafts.flatMap((method) => {
    if (!method.enabled || !isMyanmar(method.region)) return [];
    if (method.townships.length > 0 && !method.townships.includes(townshipGuid)) return [];
    const band = bandFor(bandsOf(method), weightGrams);
    return band
      ? [
          {
            key: method.key,
            name: method.name,
            nameMm: method.nameMm,
            fee: band.fee,
            band: band.index,
          },
        ]
      : [];
  });
}
