'use client';

import { useId, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useToast } from '@/components/ui/Toasts';
import { formatPrice, optionsMinor, unitPrice, unitPriceMinor, type Currency } from '@/lib/menus/pricing';
import { fromMinor } from '@/lib/money/minor-units';
import { chosenOptions, missingGroup } from '@/lib/shared/item-options';
import type { PublicOptionGroup } from '@/lib/menus/public-menu';
import { OptionGroupsFields } from './OptionGroupsFields';
import { addCartLine, createCart, fetchCart, type NewCartLine } from '@/lib/carts/cart-api';
import { getStoredCartId, piecesIn, setStoredCartId } from '@/lib/carts/storage-key';
import { chosenTableId } from '@/lib/carts/table-choice';
import { quantitySchema } from '@/lib/validation/cart';
import { numberText } from '@/components/ui/number-text';
import { useOnline } from '@/components/menu/use-online';
import styles from './AddToCartForm.module.css';
import { useDinerTexts } from '../menu/diner-lang';

export type AddToCartItem = {
  _id: string;
  title: string;
  price: number;
  subItems?: { title: string; price: number }[];
  sale?: { onSale: boolean; offPrice: number };
  optionGroups?: PublicOptionGroup[];
};

type Props = { menuId: string; item: AddToCartItem; currency: Currency; onAdded?: () => void };

type FormValues = { subItem: string; quantity: string };

const lineTotal = (item: AddToCartItem, subItem: number | null, options: string[], quantity: number, currency: Currency) =>
  fromMinor(unitPriceMinor(item, subItem, optionsMinor(chosenOptions(item.optionGroups, options), currency), currency) * quantity, currency);

/**
 * Add an item to the diner's cart (spec §4 Cart): update the stored cart when the server still has it, otherwise create
 * a new cart and store its id under the menu's key. Only ids, the sub-item index, the chosen options and the quantity
 * are sent: the server checks and prices them. With option groups the popup shows the line's price as the
 * choices change and says under 'add to cart' which required group is still to choose. The button stays enabled (a
 * disabled one is skipped by the Tab key, and its reason with it): pressed too early, it says so as an error and takes
 * the focus to that group.
 */
export function AddToCartForm({ menuId, item, currency, onAdded }: Props) {
  const T = useDinerTexts();
  const toast = useToast();
  const uid = useId();
  const subItems = item.subItems ?? [];
  const hasSubItems = subItems.length > 0;
  const online = useOnline();
  const groups = item.optionGroups ?? [];
  const [options, setOptions] = useState<string[]>([]);
  const [now] = useState(() => Date.now());
  /** 'add to cart' was pressed while a required group was not chosen: the hint is then an error. */
  const [triedMissing, setTriedMissing] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { isSubmitting, errors },
  } = useForm<FormValues>({ defaultValues: { subItem: hasSubItems ? '0' : '', quantity: '1' } });
  const missing = missingGroup(groups, options);
  const [subItemValue, quantityValue] = useWatch({ control, name: ['subItem', 'quantity'] });
  // As typed: '٣' is 3 (the schema reads Arabic-Indic digits).
  const quantity = quantitySchema.safeParse(quantityValue);
  const price = lineTotal(item, hasSubItems ? Number(subItemValue || 0) : null, options, quantity.success ? quantity.data : 1, currency);

  async function onSubmit(values: FormValues, event?: BaseSyntheticEvent) {
    if (missing) {
      setTriedMissing(true);
      // On a phone the button sits low in the popup: bring the group (and the error shown in it) into view, then focus
      // its first choice without a second jump.
      const form = event?.target as HTMLFormElement | undefined;
      form?.querySelector<HTMLElement>(`fieldset[data-group-id="${missing._id}"]`)?.scrollIntoView({ block: 'start' });
      form?.querySelector<HTMLInputElement>(`input[name="option-${missing._id}"]:not(:disabled)`)?.focus({ preventScroll: true });
      return;
    }
    if (!navigator.onLine) {
      toast.error(T.cart.needsConnection);
      return;
    }
    const line: NewCartLine = {
      item: item._id,
      subItem: hasSubItems ? Number(values.subItem) : null,
      quantity: quantitySchema.parse(values.quantity),
      ...(options.length > 0 ? { options } : {}),
    };
    try {
      const storedId = getStoredCartId(menuId);
      let existing = false;
      if (storedId) {
        existing = await fetchCart(storedId).then(
          () => true,
          () => false,
        );
      }
      const table = chosenTableId(menuId);
      const cart = storedId && existing ? await addCartLine(storedId, line, table) : await createCart(menuId, [line], table);
      setStoredCartId(menuId, cart._id, piecesIn(cart));
      toast.success(T.cart.added);
      onAdded?.();
    } catch (err) {
      if (!navigator.onLine) toast.error(T.cart.needsConnection);
      else toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  const quantityError = errors.quantity?.message;
  const subItemError = errors.subItem?.message;

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={`${T.cart.addToCart}: ${item.title}`}>
      {hasSubItems && (
        <fieldset className={styles.subItems} aria-invalid={subItemError ? true : undefined}>
          <legend className={styles.legend}>{T.cart.chooseSubItem}</legend>
          {subItems.map((sub, i) => (
            <label key={i} className={styles.option}>
              <input
                type="radio"
                value={String(i)}
                {...register('subItem', { validate: (v) => (v !== '' && v !== undefined && v !== null) || T.cart.subItemRequired })}
              />
              <span className={styles.optionTitle}>{sub.title}</span>
              <span className={styles.optionPrice}>{formatPrice(unitPrice(item, i, 0, currency), currency, T.lang)}</span>
            </label>
          ))}
          {subItemError && (
            <p className={styles.error} role="alert">
              {subItemError}
            </p>
          )}
        </fieldset>
      )}
      {groups.length > 0 && (
        <>
          <OptionGroupsFields
            groups={groups}
            chosen={options}
            currency={currency}
            now={now}
            onChange={setOptions}
            error={missing && triedMissing ? { groupId: missing._id, text: T.cart.optionsMissing(missing.title), id: `${uid}-missing` } : null}
          />
          <p className={styles.linePrice} aria-live="polite">
            <span>{T.cart.linePrice}</span>
            <span data-testid="line-price" dir="ltr">
              {formatPrice(price, currency, T.lang)}
            </span>
          </p>
        </>
      )}
      {/* A hint just above 'add to cart' (in view with the button) until it is pressed too early; then an error in
          the group itself (a new element, so screen readers announce it), scrolled into view. */}
      {missing && !triedMissing && (
        <p id={`${uid}-missing`} className={styles.hint} data-testid="options-missing">
          {T.cart.optionsMissing(missing.title)}
        </p>
      )}
      <div className={styles.row}>
        <label className={styles.quantityLabel} htmlFor={`${uid}-quantity`}>
          {T.cart.quantity}
        </label>
        <input
          id={`${uid}-quantity`}
          className={styles.quantity}
          {...numberText('whole')}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? `${uid}-quantity-error` : undefined}
          {...register('quantity', { validate: (v) => quantitySchema.safeParse(v).success || T.cart.quantityInvalid })}
        />
        <button type="submit" className={`btn ${styles.submit}`} disabled={isSubmitting} aria-describedby={missing ? `${uid}-missing` : undefined}>
          {isSubmitting ? T.cart.adding : T.cart.addToCart}
        </button>
      </div>
      {quantityError && (
        <p id={`${uid}-quantity-error`} className={styles.error} role="alert">
          {quantityError}
        </p>
      )}
      {!online && (
        <p className={styles.error} data-testid="cart-needs-connection">
          {T.cart.needsConnection}
        </p>
      )}
    </form>
  );
}

export default AddToCartForm;
