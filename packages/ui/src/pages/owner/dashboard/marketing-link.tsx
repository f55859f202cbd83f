import { Megaphone } from 'lucide-react';
import { HeaderLink } from './header-link';

/** Owner › Marketing in the owner's header (issue 31: Cupons). */
export function MarketingLink() {
  return <HeaderLink to="/marketing/cupons" icon={Megaphone} label="Marketing" />;
}
