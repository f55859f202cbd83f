import { BadgePercent, SlidersHorizontal, Store } from 'lucide-react';
import { Logo } from '@/components/logo';

const FEATURES = [
  {
    icon: BadgePercent,
    title: 'Sem taxas abusivas',
    text: 'Nada de comissão por pedido: o valor da venda fica com o restaurante.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Controle total',
    text: 'Cardápio, preços, entrega e pedidos do seu jeito, em um só lugar.',
  },
  {
    icon: Store,
    title: 'Seu link, seus clientes',
    text: 'Compartilhe o link do restaurante e receba pedidos direto de quem já conhece você.',
  },
];

/** The auth screen's side panel: logo and what Direto offers (spec §2). */
export function MarketingPanel() {
  return (
    <aside className="flex flex-col justify-center gap-8 bg-gradient-to-br from-orange-700 to-red-800 px-6 py-12 text-white sm:px-12">
      <div className="flex items-center gap-3">
        <Logo size="xl" className="bg-white/15" />
        <span className="text-3xl font-bold tracking-tight">Direto</span>
      </div>
      <h2 className="text-3xl font-bold leading-tight sm:text-4xl">Conecte-se diretamente com seus clientes</h2>
      <ul className="space-y-6">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
