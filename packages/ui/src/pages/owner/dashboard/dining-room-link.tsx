import { Armchair } from 'lucide-react';
import { trpc } from '@/lib/trpc';
import { HeaderLink } from './header-link';

/**
 * Board › Mesas in the owner's and staff's header (issue 33), with the tables' calls still waiting
 * for an 'Atendido': a board opened after the call (or reloaded) still shows it. The dining room's
 * own query: the board's live events refresh it, and it refetches every 30 s.
 */
export function DiningRoomLink({ restaurantId }: { restaurantId: string }) {
  const waiting = trpc.tabs.diningRoom.useQuery(
    { id: restaurantId },
    { refetchInterval: 30_000, refetchOnWindowFocus: true, select: (room) => room.tables.reduce((count, table) => count + table.calls.length, 0) },
  );
  const count = waiting.data ?? 0;
  return <HeaderLink to="/mesas" icon={Armchair} label="Mesas" badge={{ count, label: count === 1 ? '1 chamado' : `${count} chamados` }} />;
}
