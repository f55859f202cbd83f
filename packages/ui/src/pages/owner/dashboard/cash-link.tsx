import { Wallet } from 'lucide-react';
import { HeaderLink } from './header-link';

/** Owner › Caixa in the owner's header (issue 32). */
export function CashLink() {
  return <HeaderLink to="/caixa" icon={Wallet} label="Caixa" />;
}
