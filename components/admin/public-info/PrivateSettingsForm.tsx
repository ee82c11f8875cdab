'use client';

import { FormField } from '@/components/ui/FormField';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useAdmin } from '@/components/admin/AdminContext';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { PUBLIC_INFO_FORMS, SWITCH_VALUES } from '@/lib/validation/public-info';
import { SettingsCard } from './SettingsCard';
import { fieldError } from './use-admin-action';
import { SelectField } from '@/components/ui/SelectField';
import ui from '../ui/admin-ui.module.css';
import { MenuProviderContactLinks } from '../ui/MenuProviderContactLinks';

type Switch = (typeof SWITCH_VALUES)[number];
type Private = { enableBuy: Switch; showSaleSection: Switch; doMarkClosestBranch: Switch; english: Switch; username: string };
const SWITCHES = ['enableBuy', 'showSaleSection', 'doMarkClosestBranch', 'english'] as const;
const asSwitch = (on: boolean | undefined): Switch => (on ? 'enable' : 'disable');

/**
 * Private settings: buying through the menu (locked to 'disable' below plan 1, §5/§6), the deals section, the closest
 * branch, the menu in English too, and the short name — whose change asks for confirmation first (§4: the old short link stops working).
 */
export function PrivateSettingsForm() {
  const { menu } = useAdmin();
  const confirm = useConfirm();
  const canBuy = (menu.plan ?? 0) >= 1;
  const current = menu.username ?? '';
  return (
    <SettingsCard<Private>
      id="form-private-settings"
      title={T.privateTitle}
      schema={PUBLIC_INFO_FORMS.privateSettings}
      defaults={{
        enableBuy: canBuy ? asSwitch(menu.settings?.doMenuPurchase) : 'disable',
        showSaleSection: asSwitch(menu.settings?.doRenderDealsSection),
        doMarkClosestBranch: asSwitch(menu.settings?.doMarkClosestBranch),
        english: asSwitch(menu.settings?.english),
        username: current,
      }}
      toBody={async ({ username, ...switches }) => {
        const changed = username !== '' && username !== current;
        if (changed && !(await confirm({ message: T.confirmShortName(current, username) }))) return null;
        return { ...switches, ...(changed ? { username } : {}) };
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          {SWITCHES.map((name) => {
            const locked = name === 'enableBuy' && !canBuy;
            const options = (locked ? (['disable'] as const) : SWITCH_VALUES).map((v) => ({ value: v, label: T[v] }));
            // Below plan 1 buying stays off: the select is shown disabled, a hidden field sends 'disable'.
            return locked ? (
              <div key={name}>
                <input type="hidden" value="disable" {...register(name)} />
                <SelectField id={`pi-${name}`} label={T[name]} options={options} disabled aria-describedby="pi-buy-locked" value="disable" onChange={() => undefined} />
                <p id="pi-buy-locked" className={ui.hint}>
                  {T.buyNeedsPlan}
                </p>
                <MenuProviderContactLinks />
              </div>
            ) : (
              <SelectField key={name} id={`pi-${name}`} label={T[name]} options={options} error={fieldError(errors, name)} {...register(name)} />
            );
          })}
          <FormField label={T.username} dir="ltr" autoCapitalize="none" spellCheck={false} hint={T.usernameHint} error={fieldError(errors, 'username')} {...register('username')} />
        </>
      )}
    </SettingsCard>
  );
}
