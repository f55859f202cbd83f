import { OrderSettingSwitch } from './order-setting-switch';

/** Configurações › Equipe (issue 32): 'Equipe pode operar o caixa'. */
export function CashAccessSection({ restaurantId }: { restaurantId: string }) {
  return (
    <OrderSettingSwitch
      restaurantId={restaurantId}
      flag="staffCanOperateCash"
      label="Equipe pode operar o caixa"
      description="Atendentes abrem o caixa, registram sangrias e suprimentos e fecham o caixa. Só você pode reabrir um caixa fechado."
      savedTitle={(on) => (on ? 'A equipe pode operar o caixa' : 'Só você opera o caixa')}
    />
  );
}
