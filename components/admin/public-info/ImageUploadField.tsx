'use client';
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded images and the QR SVG: no image optimiser */

import { useId, useState } from 'react';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import styles from './AdminPanel.module.css';

type Props = {
  label: string;
  /** The current image's URL ('' when there is none). */
  current: string;
  /** Sends the file, reporting progress 0..1; rejects with the server's message. */
  upload(file: File, onProgress: (fraction: number) => void): Promise<void>;
  /** Shown instead of the default button text. */
  submitLabel?: string;
  /** Extra form fields (e.g. a note) rendered above the button; their values come back in `extra`. */
  children?: React.ReactNode;
  /** Called before uploading: return an error message to stop. */
  validate?: (form: HTMLFormElement) => string | null;
  id?: string;
};

/**
 * One image upload form with a live preview of the chosen file and a progress bar while it goes up
 * (uses the shared uploadImage() through `upload`). Small on purpose: the lead may swap it for part 1's
 * ImageUploadForm when both are merged.
 */
export function ImageUploadField({ label, current, upload, submitLabel, children, validate, id }: Props) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const choose = (f: File | null) => {
    setFile(f);
    setError('');
    if (preview) URL.revokeObjectURL(preview);
    setPreview(f ? URL.createObjectURL(f) : '');
  };

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const problem = !file ? T.fileRequired : (validate?.(form) ?? null);
    if (problem) return setError(problem);
    setProgress(0);
    try {
      await upload(file!, setProgress);
      choose(null);
      form.reset();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const shown = preview || current;
  return (
    <form onSubmit={submit} noValidate id={id} aria-label={label}>
      <label htmlFor={inputId} className={styles.subtitle} style={{ display: 'block', fontWeight: 700 }}>
        {label}
      </label>
      {shown ? <img src={shown} alt={label} className={styles.preview} /> : <p className={styles.muted}>{T.noImage}</p>}
      <input id={inputId} type="file" accept="image/*" onChange={(e) => choose(e.target.files?.[0] ?? null)} aria-invalid={error ? true : undefined} />
      {children}
      {progress !== null ? (
        <div role="status">
          <progress className={styles.progress} max={1} value={progress} aria-label={T.uploading(Math.round(progress * 100))} />
          <span>{T.uploading(Math.round(progress * 100))}</span>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`btn ${styles.small}`} disabled={progress !== null}>
        {progress !== null ? T.uploading(Math.round(progress * 100)) : (submitLabel ?? T.upload)}
      </button>
    </form>
  );
}
