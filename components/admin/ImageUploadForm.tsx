'use client';
/* eslint-disable @next/next/no-img-element -- the admin's preview of the chosen or current image: no optimiser */

import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { ADMIN_NOTICES, ADMIN_UPLOAD_TEXT } from '@/lib/i18n/ar';
import { fitImageForUpload, ImageFitError } from '@/lib/uploads/fit-upload-image';
import { uploadImage, type ImageUpload } from '@/lib/uploads/upload-image';
import { imageFileSchema, imageWithNoteSchema, type ImageFileValues } from '@/lib/validation/image-file';
import { useAdmin } from './AdminContext';
import { UploadProgress } from './ui/UploadProgress';
import styles from './ui/admin-ui.module.css';

export interface ImageUploadFormProps {
  /** Where the file goes (spec §7 Upload): path, model and the ids sent as `data` (the menu id is added here). */
  target: Omit<ImageUpload, 'file' | 'data'> & { data?: ImageUpload['data'] };
  /** Also ask for a note (quick gallery image add: file and note both required, spec §5). */
  withNote?: boolean;
  /** The field's label (default 'الصورة'). */
  label?: string;
  /** The success toast (default 'تمت إضافة الصورة'). */
  successMessage?: string;
  /** Called after a successful upload, before the shell reloads the menu. */
  onUploaded?: (image: string) => void;
  /** Prefix for the inputs' ids, so several forms can live on one screen; also the form's own id. */
  idPrefix?: string;
  /** Show a preview: the chosen file, else this current image URL ('' when there is none yet). */
  preview?: string;
  /** The button's text (default 'رفع الصورة'). */
  submitLabel?: string;
  /** The note field's label (default 'ملاحظة'). */
  noteLabel?: string;
}

/**
 * The admin's one image upload form (items, menu image, logo, gallery images): react-hook-form with the shared
 * schema ('file is a required field'), a progress bar while the file goes up, the button disabled while sending, the
 * server's message as an error toast, and a reload of the menu afterwards (spec §4 reload toggle).
 */
export function ImageUploadForm({ target, withNote, label, successMessage, onUploaded, idPrefix, preview, submitLabel, noteLabel }: ImageUploadFormProps) {
  const { menu, reload } = useAdmin();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ImageFileValues>({ resolver: zodResolver(withNote ? imageWithNoteSchema : imageFileSchema) as never });
  const files = useWatch({ control, name: 'file' });
  const chosen = useChosenFileUrl(preview !== undefined ? files : undefined);

  const onSubmit = async (values: ImageFileValues) => {
    setProgress(0);
    try {
      const file = await fitImageForUpload(values.file[0]);
      const data = { ...target.data, menuId: menu._id, ...(withNote ? { note: values.note } : {}) };
      const res = await uploadImage({ path: target.path, model: target.model, data, file }, setProgress);
      toast.success(successMessage ?? ADMIN_NOTICES.imageAdded);
      reset();
      onUploaded?.(res.data.data.image);
      reload();
    } catch (err) {
      if (err instanceof ImageFitError) setError('file', { message: err.message });
      else toast.error((err as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const id = idPrefix ?? `upload-${target.model}-${target.path}`;
  const shown = chosen || preview;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="image-upload-form" id={idPrefix} aria-label={label ?? ADMIN_UPLOAD_TEXT.file}>
      {preview === undefined ? null : shown ? (
        <img src={shown} alt={label ?? ADMIN_UPLOAD_TEXT.file} className={styles.preview} />
      ) : (
        <p className={styles.muted}>{ADMIN_UPLOAD_TEXT.noImage}</p>
      )}
      <FormField
        id={`${id}-file`}
        label={label ?? ADMIN_UPLOAD_TEXT.file}
        type="file"
        accept="image/*"
        error={errors.file?.message}
        {...register('file')}
      />
      {withNote ? <FormField id={`${id}-note`} label={noteLabel ?? ADMIN_UPLOAD_TEXT.note} error={errors.note?.message} {...register('note')} /> : null}
      {progress !== null ? <UploadProgress value={progress} /> : null}
      <SubmitButton busy={isSubmitting} busyText={ADMIN_UPLOAD_TEXT.uploading}>
        {submitLabel ?? ADMIN_UPLOAD_TEXT.upload}
      </SubmitButton>
    </form>
  );
}

/** An object URL for the first chosen file (revoked when it changes), or '' when none is chosen. */
function useChosenFileUrl(files: FileList | undefined): string {
  const file = files && files.length ? files[0] : null;
  const url = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
