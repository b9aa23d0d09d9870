import { useLingui } from '@lingui/react/macro';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

/**
 * Six single-digit boxes (docs/screens.md "Sign-in"): typing moves to the next box, Backspace on an
 * empty box goes back, and pasting (or the phone's one-time-code autofill) spreads a whole code.
 */
export function OtpInput({
  digits,
  onChange,
  disabled,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const count = digits.length;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(digits.length - 1, index))]?.focus();

  function spread(from: number, text: string) {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, digits.length - from)
      .split('');
    if (!incoming.length) return;
    const next = [...digits];
    incoming.forEach((d, i) => (next[from + i] = d));
    onChange(next);
    focus(from + incoming.length);
  }

  function type(index: number, value: string) {
    const clean = value.replace(/\D/g, '');
    if (clean.length > 1) return spread(index, clean);
    const next = [...digits];
    next[index] = clean;
    onChange(next);
    if (clean) focus(index + 1);
  }

  function key(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    spread(index, event.clipboardData.getData('text'));
  }

  return (
    <div className="otp-boxes" role="group" aria-label={t`Verification code`}>
      {digits.map((digit, i) => {
        const position = i + 1;
        return (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={t`Digit ${position} of ${count}`}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            value={digit}
            disabled={disabled}
            onChange={(e) => type(i, e.target.value.slice(digit ? 1 : 0) || e.target.value)}
            onKeyDown={(e) => key(i, e)}
            onPaste={(e) => paste(i, e)}
            onFocus={(e) => e.target.select()}
          />
        );
      })}
    </div>
  );
}
