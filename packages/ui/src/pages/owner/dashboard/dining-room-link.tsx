import { Armchair } from 'lucide-react';
import { HeaderLink } from './header-link';

/** Board › Mesas in the owner's and staff's header (issue 33). */
export function DiningRoomLink() {
  return <HeaderLink to="/mesas" icon={Armchair} label="Mesas" />;
}
