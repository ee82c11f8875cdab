import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** True while the form is being submitted: the button refuses clicks and shows `busyText`. */
  busy: boolean;
  busyText: ReactNode;
  children: ReactNode;
};

/**
 * The form's submit button, disabled while submitting (spec §4 Forms). Busy, it is disabled for assistive technology
 * and ignores clicks and Enter (a cancelled click submits nothing) but is not `disabled`: a disabled button loses the
 * keyboard focus, which falls to the page's <body>, and the keyboard user who pressed it must start again from the top.
 */
export function SubmitButton({ busy, busyText, children, disabled, className, type = 'submit', onClick, ...rest }: SubmitButtonProps) {
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (busy) e.preventDefault();
    else onClick?.(e);
  };
  return (
    <button {...rest} type={type} className={className ?? 'btn'} disabled={disabled} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={click}>
      {busy ? busyText : children}
    </button>
  );
}
