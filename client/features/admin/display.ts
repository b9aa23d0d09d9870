import { SHORT_ID_LENGTH } from '../../../sync/constants';

/** Ids are shown as their first 8 characters (docs/screens.md "Conventions of every screen"). */
export function shortId(id: string | number): string {
  return String(id).slice(0, SHORT_ID_LENGTH);
}

/** 'The quick brown…' — at most `max` characters of the text, then an ellipsis. */
export function preview(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').trim();
  return clean.length > max ? `${clean.slice(0, max)}...` : clean;
}

export function fullName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
}
