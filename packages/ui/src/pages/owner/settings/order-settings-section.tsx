import { OrderSettingSwitch } from './order-setting-switch';

/** Configurações › Pedidos (issue 30): 'Aceitar pedidos sem cadastro'. */
export function OrderSettingsSection({ restaurantId }: { restaurantId: string }) {
  return (
    <OrderSettingSwitch
      restaurantId={restaurantId}
      flag="guestOrders"
      label="Aceitar pedidos sem cadastro"
      description="O cliente pede só com nome e celular, sem criar conta, e acompanha o pedido por um link. Clientes com conta continuam entrando normalmente."
      savedTitle={(on) => (on ? 'Pedidos sem cadastro ativados' : 'Pedidos sem cadastro desativados')}
      refreshRestaurant
    />
  );
}
