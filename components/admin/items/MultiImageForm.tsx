'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES, ADMIN_UPLOAD_TEXT } from '@/lib/i18n/ar';
import { fitImageForUpload, ImageFitError } from '@/lib/uploads/fit-upload-image';
import { uploadImage } from '@/lib/uploads/upload-image';
import { multiItemImageSchema } from '@/lib/validation/image-file';
import type { z } from '@/lib/validation/z';
import { useAdmin } from '../AdminContext';
import { ItemPicker } from '../ui/ItemPicker';
import { UploadProgress } from '../ui/UploadProgress';
import { findMenuItem } from './find-item';

type Values = z.input<typeof multiItemImageSchema>;
type Output = z.output<typeof multiItemImageSchema>;

/**
 * One image for several items (spec §2, §5, §8): at least one item ('يرجى إدخال على الاقل عنصر واحد'); one upload per
 * item, one after the other, with a progress bar over all of them. A failure names its item
 * ('صورة العنصر {title} لم يتم اضافتها') and the others still get the image.
 */
export function MultiImageForm() {
  const { menu, reload } = useAdmin();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(multiItemImageSchema), defaultValues: { items: [] } });

  const onSubmit = async ({ items, file: chosen }: Output) => {
    // Made smaller once (when it is over the limit), then sent to each chosen item.
    let file: File;
    try {
      file = await fitImageForUpload(chosen[0]);
    } catch (err) {
      if (err instanceof ImageFitError) setError('file', { message: err.message });
      else toast.error((err as Error).message);
      return;
    }
    let added = 0;
    setProgress(0);
    for (const [n, itemId] of items.entries()) {
      const title = findMenuItem(menu, itemId)?.item.title ?? itemId;
      try {
        await uploadImage({ path: 'image', model: 'item', data: { menuId: menu._id, itemId }, file }, (p) => setProgress((n + p) / items.length));
        added++;
      } catch {
        toast.error(ADMIN_NOTICES.itemImageFailed(title));
      }
      setProgress((n + 1) / items.length);
    }
    setProgress(null);
    if (added > 0) {
      toast.success(ADMIN_NOTICES.imagesAdded);
      reset({ items: [] });
    }
    reload();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="multi-image-form">
      <ItemPicker legend={ADMIN_ITEMS_TEXT.chooseItems} sections={menu.sections} register={register('items')} error={errors.items?.message} idPrefix="multi-image" />
      <FormField id="multi-image-file" label={ADMIN_UPLOAD_TEXT.file} type="file" accept="image/*" error={errors.file?.message} {...register('file')} />
      {progress !== null && <UploadProgress value={progress} />}
      <SubmitButton busy={isSubmitting} busyText={ADMIN_UPLOAD_TEXT.uploading}>
        {ADMIN_UPLOAD_TEXT.upload}
      </SubmitButton>
    </form>
  );
}
