import type { ButtonHTMLAttributes, ReactNode } from 'react';

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** True while the form is being submitted: the button is disabled and shows `busyText`. */
  busy: boolean;
  busyText: ReactNode;
  children: ReactNode;
};

/** The form's submit button, disabled while submitting (spec §4 Forms). */
export function SubmitButton({ busy, busyText, children, disabled, className, type = 'submit', ...rest }: SubmitButtonProps) {
  return (
    <button {...rest} type={type} className={className ?? 'btn'} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}
