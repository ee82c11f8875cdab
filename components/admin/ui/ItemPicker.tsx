import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AdminSection } from '@/lib/menus/admin-menu';
import fieldStyles from '@/components/ui/FormField.module.css';
import styles from './admin-ui.module.css';

type Props = { legend: string; sections: AdminSection[]; register: UseFormRegisterReturn; error?: string; idPrefix: string };

/** Check boxes for choosing several items, grouped by section (the add-image and sale forms). Values are item ids. */
export function ItemPicker({ legend, sections, register, error, idPrefix }: Props) {
  return (
    <fieldset className={`${styles.picker} ${error ? fieldStyles.invalid : ''}`}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.pickerList}>
        {sections.map((section) =>
          section.items.length === 0 ? null : (
            <div key={section._id} role="group" aria-label={section.title}>
              <p className={styles.pickerSection}>{section.title}</p>
              {section.items.map((item) => (
                <label key={item._id} className={styles.pickerItem} htmlFor={`${idPrefix}-${item._id}`}>
                  <input id={`${idPrefix}-${item._id}`} type="checkbox" value={item._id} {...register} />
                  {item.title}
                </label>
              ))}
            </div>
          ),
        )}
      </div>
      {error ? (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
