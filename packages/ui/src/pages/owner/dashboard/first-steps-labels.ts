import type { OnboardingStepKey } from '@direto/contracts';

/** What each step of 'Primeiros passos' asks the owner to do. */
export const FIRST_STEP_LABELS: Record<OnboardingStepKey, string> = {
  branding: 'Coloque o logo e a foto de capa',
  address: 'Informe o endereço do restaurante',
  hours: 'Defina os horários de funcionamento',
  delivery: 'Configure a entrega ou a retirada',
  payment: 'Escolha as formas de pagamento',
  products: 'Cadastre pelo menos 5 produtos',
  guest_orders: 'Aceite pedidos sem cadastro',
  share: 'Copie o link ou abra o cartaz do QR Code',
  test_order: 'Receba um pedido de teste',
};
