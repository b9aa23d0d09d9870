import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { Modal } from '../../../components/modal';

/**
 * A form in the shared modal: the fields, then Cancel and the submit button. Submitting runs
 * onSubmit (the form does its own validation and shows its own messages).
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  danger = false,
  busy = false,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  danger?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {children}
        <div className="adm-dialog-footer">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={danger ? 'btn adm-btn-danger' : 'btn btn-primary'} disabled={busy}>
            {busy ? <Trans>Please wait…</Trans> : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
