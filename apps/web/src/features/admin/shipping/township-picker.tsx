import { useId, useMemo, useState } from 'react';
import type { Township } from '@storefront/contract/region';
import { controlClass } from '../../../components/ui/form-field';
import { useSellerTranslation } from '../../seller/seller-strings';

/** A state or region of Myanmar in the page's language (the townships list names it in English). */
export function useDivisionName(): (division: string) => string {
  const { t, i18n } = useSellerTranslation();
  return (division) => {
    if (i18n.language !== 'my') return division;
    const key = `owner.shipping.divisions.${division}` as Parameters<typeof t>[0];
    const named = t(key);
    return named === key ? division : named;
  };
}

const CHECK_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-neutral-100';
const CHECKBOX = 'size-5 shrink-0 accent-[var(--color-accent)]';

/**
 * The townships a method serves: a region, then its townships with their Burmese names, a
 * search box, and "all townships of this region". None chosen: every township.
 */
export function TownshipPicker({
  townships,
  chosen,
  onChange,
  label,
}: {
  townships: Township[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  /** The method's name, for the controls' names. */
  label: string;
}) {
  const { t, i18n } = useSellerTranslation();
  const divisionName = useDivisionName();
  const id = useId();
  const divisions = useMemo(() => [...new Set(townships.map((x) => x.division))], [townships]);
  const [division, setDivision] = useState(() => {
    const first = townships.find((x) => chosen.includes(x.guid));
    return first?.division ?? divisions[0] ?? '';
  });
  const [search, setSearch] = useState('');
  const chosenSet = new Set(chosen);
  const inDivision = townships.filter((x) => x.division === division);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? inDivision.filter(
        (x) => x.name.toLowerCase().includes(needle) || x.nameMm.includes(search.trim()),
      )
    : inDivision;
  const allChosen = inDivision.length > 0 && inDivision.every((x) => chosenSet.has(x.guid));
  const nameOf = (x: Township) => (i18n.language === 'my' ? x.nameMm || x.name : x.name);
  const otherName = (x: Township) => (i18n.language === 'my' ? x.name : x.nameMm);

  const toggle = (guid: string, on: boolean) =>
    onChange(on ? [...chosen, guid] : chosen.filter((g) => g !== guid));
  const toggleAll = (on: boolean) => {
    const here = new Set(inDivision.map((x) => x.guid));
    const others = chosen.filter((g) => !here.has(g));
    onChange(on ? [...others, ...inDivision.map((x) => x.guid)] : others);
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3">
      <legend className="px-1 font-semibold text-neutral-900">
        {t('owner.shipping.townshipsTitle')}
      </legend>
      <p className="text-sm text-neutral-700" aria-live="polite">
        {chosen.length === 0
          ? t('owner.shipping.everyTownship')
          : t('owner.shipping.townshipsChosen', { count: chosen.length })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-division`} className="text-sm font-medium text-neutral-900">
            {t('owner.shipping.division')}
          </label>
          <select
            id={`${id}-division`}
            value={division}
            onChange={(event) => setDivision(event.target.value)}
            className={controlClass()}
          >
            {divisions.map((d) => (
              <option key={d} value={d}>
                {divisionName(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-neutral-900">
            {t('owner.shipping.searchTownship')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass()}
          />
        </div>
      </div>
      <label className={`${CHECK_ROW} font-medium`}>
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={allChosen}
          onChange={(event) => toggleAll(event.target.checked)}
        />
        {t('owner.shipping.allOfDivision', { division: divisionName(division) })}
      </label>
      <ul
        aria-label={t('owner.shipping.townshipsOf', {
          name: label,
          division: divisionName(division),
        })}
        className="grid max-h-64 gap-x-2 overflow-y-auto sm:grid-cols-2"
      >
        {shown.map((x) => (
          <li key={x.guid}>
            <label className={CHECK_ROW}>
              <input
                type="checkbox"
                className={CHECKBOX}
                checked={chosenSet.has(x.guid)}
                onChange={(event) => toggle(x.guid, event.target.checked)}
              />
              <span>
                {nameOf(x)}
                {otherName(x) && (
                  <span className="text-sm text-neutral-600"> · {otherName(x)}</span>
                )}
              </span>
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="p-2 text-sm text-neutral-700">{t('owner.shipping.noTownship')}</li>
        )}
      </ul>
    </fieldset>
  );
}
