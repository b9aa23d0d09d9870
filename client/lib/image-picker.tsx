/**
 * An image picker that checks and shrinks the chosen photo on the phone (./prepare-image.ts)
 * before any form sends it or the outbox keeps it: while that runs it says "Preparing photo…",
 * and a refusal shows next to the picker, which is emptied again so what it shows is what is sent.
 */
import { useCallback, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { IMAGE_UNREADABLE_MESSAGE, prepareImage, type PreparedImage } from './prepare-image';
import { ActionError } from '../components/status';

export const PREPARING_PHOTO = 'Preparing photo…';

export type ImagePick = {
  /** The file to send: the chosen one, or its smaller copy; null while none is ready. */
  file: File | null;
  preparing: boolean;
  error: string | null;
  /** Changes when the picker must be emptied after the form was sent. */
  inputKey: number;
  /** Prepares a chosen file; answers null when a later choice has replaced it meanwhile. */
  choose: (file: File | null) => Promise<PreparedImage | null>;
  /** Forgets the file and empties the picker (after the form was sent). */
  reset: () => void;
};

type State = Pick<ImagePick, 'file' | 'preparing' | 'error'>;
const NONE: State = { file: null, preparing: false, error: null };

export function usePreparedImage(prepare: (file: File) => Promise<PreparedImage> = prepareImage): ImagePick {
  const [state, setState] = useState<State>(NONE);
  const [inputKey, setInputKey] = useState(0);
  const turn = useRef(0);

  const choose = useCallback(
    async (file: File | null): Promise<PreparedImage | null> => {
      const mine = ++turn.current;
      if (!file) {
        setState(NONE);
        return null;
      }
      setState({ file: null, preparing: true, error: null });
      const result = await prepare(file).catch((): PreparedImage => ({ ok: false, message: IMAGE_UNREADABLE_MESSAGE }));
      if (mine !== turn.current) return null;
      setState(
        result.ok
          ? { file: result.file, preparing: false, error: null }
          : { file: null, preparing: false, error: result.message },
      );
      return result;
    },
    [prepare],
  );

  const reset = useCallback(() => {
    turn.current++;
    setState(NONE);
    setInputKey((k) => k + 1);
  }, []);

  return { ...state, inputKey, choose, reset };
}

/** The picker with its label, hint, "Preparing photo…" and its refusal (role="alert") next to it. */
export function ImageField({
  label,
  hint,
  pick,
  id,
  disabled,
}: {
  label: string;
  hint?: ReactNode;
  pick: ImagePick;
  id?: string;
  disabled?: boolean;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, statusId, pick.error ? errorId : null].filter(Boolean).join(' ');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    void pick.choose(input.files?.[0] ?? null).then((result) => {
      // emptied in place, keeping the focus where the file dialog left it
      if (result && !result.ok) input.value = '';
    });
  };

  return (
    <div className={`field${pick.error ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        key={pick.inputKey}
        id={inputId}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={Boolean(pick.error)}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {/* always present, so screen readers announce when it starts */}
      <div id={statusId} className="field-hint" role="status">
        {pick.preparing ? PREPARING_PHOTO : ''}
      </div>
      <ActionError id={errorId} message={pick.error} />
    </div>
  );
}
