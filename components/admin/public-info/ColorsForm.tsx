'use client';

import { FormField } from '@/components/ui/FormField';
import { useAdmin } from '@/components/admin/AdminContext';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { COLOR_KEYS, PUBLIC_INFO_FORMS } from '@/lib/validation/public-info';
import { SettingsCard } from './SettingsCard';
import { fieldError } from './use-admin-action';
import ui from '../ui/admin-ui.module.css';

type Colors = { colors: Record<(typeof COLOR_KEYS)[number], string> };

/** The four theme colours, each with a live swatch (any text in the form, §5; the server refuses non-colours). */
export function ColorsForm() {
  const { menu } = useAdmin();
  return (
    <SettingsCard<Colors>
      id="form-colors"
      title={T.colorsTitle}
      schema={PUBLIC_INFO_FORMS.colors}
      defaults={{ colors: Object.fromEntries(COLOR_KEYS.map((k) => [k, menu.colors?.[k] ?? ''])) }}
    >
      {({ register, watch, formState: { errors } }) =>
        COLOR_KEYS.map((k) => (
          <div key={k} className={ui.fieldWithSwatch}>
            <FormField label={T[k]} dir="ltr" spellCheck={false} error={fieldError(errors, `colors.${k}`)} {...register(`colors.${k}`)} />
            {/* The owner's text as typed: the browser ignores what is not a colour (the server refuses it). */}
            <span data-testid={`swatch-${k}`} aria-hidden className={ui.swatch} style={{ background: watch(`colors.${k}`) || 'transparent' }} />
          </div>
        ))
      }
    </SettingsCard>
  );
}
