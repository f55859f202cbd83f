import { Users } from 'lucide-react';
import { HeaderLink } from './header-link';

/** Owner › Clientes in the owner's header (issue 30). */
export function CustomersLink() {
  return <HeaderLink to="/clientes" icon={Users} label="Clientes" />;
}
