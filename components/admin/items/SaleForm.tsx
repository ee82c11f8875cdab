'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { numberText } from '@/components/ui/number-text';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES } from '@/lib/i18n/ar';
import { multiSaleSchema } from '@/lib/validation/item';
import type { z } from '@/lib/validation/z';
import { useAdmin } from '../AdminContext';
import { ItemPicker } from '../ui/ItemPicker';
import { useMenuEdit } from '../use-menu-edit';
import { findMenuItem } from './find-item';

type Values = z.input<typeof multiSaleSchema>;
type Output = z.output<typeof multiSaleSchema>;

/** A sale on several items (spec §2, §4 Item sale): eitem {sale: {onSale: true, offPrice}} for each chosen item. */
export function SaleForm() {
  const { menu, reload } = useAdmin();
  const run = useMenuEdit();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(multiSaleSchema), defaultValues: { items: [] } });

  const onSubmit = async ({ items, offPrice }: Output) => {
    let added = 0;
    for (const itemId of items) {
      const found = findMenuItem(menu, itemId);
      if (!found) continue;
      const done = await run('eitem', { sectionId: found.sectionId, itemId }, { sale: { onSale: true, offPrice } }, { notice: null, noReload: true, quietError: true });
      if (done.ok) added++;
      else toast.error(`${found.item.title}: ${done.message}`);
    }
    if (added > 0) {
      toast.success(ADMIN_NOTICES.saleAdded);
      reset({ items: [] });
    }
    reload();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="sale-form">
      <ItemPicker legend={ADMIN_ITEMS_TEXT.chooseItems} sections={menu.sections} register={register('items')} error={errors.items?.message} idPrefix="sale" />
      <FormField
        id="sale-off-price"
        label={ADMIN_ITEMS_TEXT.offPrice}
        hint={ADMIN_ITEMS_TEXT.offPriceHint}
        {...numberText('decimal')}
        error={errors.offPrice?.message}
        {...register('offPrice')}
      />
      <SubmitButton busy={isSubmitting} busyText={ADMIN_ITEMS_TEXT.saving}>
        {ADMIN_ITEMS_TEXT.createSale}
      </SubmitButton>
    </form>
  );
}
