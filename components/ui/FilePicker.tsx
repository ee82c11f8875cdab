'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FILE_PICKER_TEXT } from '@/lib/i18n/ar';
import styles from './FormField.module.css';
import { FieldShell, fieldMessageIds } from './FieldMessages';

export type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The one file field of the Arabic screens: the browser's own control ('Choose File', 'No file chosen') is replaced by
 * an Arabic button and the chosen file's name. The native input stays in the page, visually hidden but focusable:
 * Tab reaches it, Space/Enter opens the picker, its focus ring shows on the button, react-hook-form registers it as
 * usual and the label still names it. A form reset clears the shown name.
 */
/** What the picker picks, for its words: images when `accept` takes only images (or is not given), else a file. */
const pickerText = (accept: string | undefined) =>
  !accept || accept.split(',').every((t) => t.trim().startsWith('image/')) ? FILE_PICKER_TEXT.image : FILE_PICKER_TEXT.file;

export function FilePicker({ label, error, hint, id, className, ref, onChange, ...input }: FilePickerProps) {
  const T = pickerText(input.accept);
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const labelId = `${inputId}-label`;
  const nameId = `${inputId}-name`;
  const { hintId, errorId } = fieldMessageIds(inputId, hint, error);
  const [names, setNames] = useState<string[]>([]);
  const own = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const clear = () => setNames([]);
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  const setRefs = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) (ref as { current: HTMLInputElement | null }).current = el;
  };
  const changed = (e: ChangeEvent<HTMLInputElement>) => {
    setNames(Array.from(e.target.files ?? [], (f) => f.name));
    onChange?.(e);
  };
  const describedBy = [nameId, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <FieldShell inputId={inputId} label={label} labelId={labelId} error={error} hint={hint} className={className}>
      <div className={styles.fileRow}>
        <input
          {...input}
          ref={setRefs}
          id={inputId}
          type="file"
          className={styles.fileInput}
          onChange={changed}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={inputId} className={styles.fileButton} aria-hidden="true">
          {names.length ? T.change : T.choose}
        </label>
        <span id={nameId} className={styles.fileName} aria-live="polite">
          {names.length ? T.chosen(names) : T.none}
        </span>
      </div>
    </FieldShell>
  );
}
