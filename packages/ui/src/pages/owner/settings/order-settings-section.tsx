import { OrderSettingSwitch } from './order-setting-switch';
import { ServiceChargeSetting } from './service-charge-setting';

/** Configurações › Pedidos (issue 30): 'Aceitar pedidos sem cadastro'; (issue 33) 'Taxa de serviço (%)'. */
export function OrderSettingsSection({ restaurantId }: { restaurantId: string }) {
  return (
    <div className="space-y-4">
      <OrderSettingSwitch
        restaurantId={restaurantId}
        flag="guestOrders"
        label="Aceitar pedidos sem cadastro"
        description="O cliente pede só com nome e celular, sem criar conta, e acompanha o pedido por um link. Clientes com conta continuam entrando normalmente."
        savedTitle={(on) => (on ? 'Pedidos sem cadastro ativados' : 'Pedidos sem cadastro desativados')}
        refreshRestaurant
      />
      <ServiceChargeSetting restaurantId={restaurantId} />
    </div>
  );
}
