/**
 * The district of a form (docs/product.md "Places"): one of Uganda's districts, from the list in
 * sync/places.ts that the app carries, so it works offline. A search box narrows the select's
 * 136 choices as the user types ("mba" leaves Mbale and Mbarara) and picks the only one left; the
 * select itself is the phone's own picker, usable at 360 px. A district kept from before that is
 * not on the list (text written before the list) shows as such, with a message asking for one
 * from the list.
 */
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DISTRICTS, districtKey, isListedDistrict } from '../../sync/places';

/** The districts whose name starts with the text, else those that hold it; undefined for no text. */
function matching(text: string): readonly string[] | undefined {
  const key = districtKey(text);
  if (key === '') return undefined;
  const starting = DISTRICTS.filter((d) => districtKey(d).startsWith(key));
  return starting.length > 0 ? starting : DISTRICTS.filter((d) => districtKey(d).includes(key));
}

export function unlistedDistrictMessage(district: string): string {
  return t`“${district}” is not one of Uganda’s districts. Please choose yours from the list.`;
}

export function DistrictPicker({
  a11y,
  value,
  onChange,
  blank,
}: {
  /** The control's id and error wiring from Field (./field.tsx): they go on the select. */
  a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  value: string;
  onChange: (district: string) => void;
  blank?: string;
}) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const noteId = useId();
  const shown = matching(filter) ?? DISTRICTS;
  const unlisted = value !== '' && !isListedDistrict(value);
  const search = (text: string) => {
    setFilter(text);
    const left = matching(text) ?? [];
    const exact = left.find((d) => districtKey(d) === districtKey(text));
    if (exact ?? left.length === 1) onChange(exact ?? left[0]!);
  };
  const describedBy = [a11y['aria-describedby'], unlisted ? noteId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {unlisted && (
        <p id={noteId} className="field-error" role="status">
          {unlistedDistrictMessage(value)}
        </p>
      )}
      <input
        id={searchId}
        type="search"
        aria-label={t`Filter the list by name`}
        aria-controls={a11y.id}
        placeholder={t`Type to find yours`}
        autoComplete="off"
        value={filter}
        onChange={(e) => search(e.target.value)}
      />
      <select {...a11y} aria-describedby={describedBy} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">
          {shown.length === 0 ? t`No district has that name` : (blank ?? t`Choose your district`)}
        </option>
        {unlisted && (
          <option value={value} disabled>
            {t`${value} (not on the list)`}
          </option>
        )}
        {value !== '' && !unlisted && !shown.includes(value) && <option value={value}>{value}</option>}
        {shown.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
    </>
  );
}
