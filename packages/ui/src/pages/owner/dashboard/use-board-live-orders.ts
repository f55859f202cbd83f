import { useNavigate } from 'react-router-dom';
import { useRestaurantLiveOrders, type LiveStatus } from '@/features/live/use-live-orders';
import { showScheduledReminderToast } from '@/features/opening-hours/scheduled-reminder-toast';
import { addTableCall } from '@/features/live/table-call-alerts';
import { showNewOrderToast } from '../order/new-order-toast';
import { useBoardInPlaceUpdates } from './board/use-board-in-place-updates';

/**
 * The order board's live stream (owner and staff): a new order, or the server's reminder of a
 * scheduled order due soon, sounds the alert and shows its toast; a table's call (issue 33)
 * sounds once and shows its badge ('Mesa 12 chamou o garçom'). The board's lists are updated in
 * place, one order at a time (issue 37).
 */
export function useBoardLiveOrders(restaurantId: string, alert: { newOrder: () => void; tableCall: () => void }): LiveStatus {
  const navigate = useNavigate();
  const inPlaceUpdates = useBoardInPlaceUpdates(restaurantId);
  return useRestaurantLiveOrders(
    restaurantId,
    (event) => {
      alert.newOrder();
      showNewOrderToast(event.orderId, (path) => void navigate(path));
    },
    (reminder) => {
      alert.newOrder();
      showScheduledReminderToast(reminder);
    },
    (call) => {
      alert.tableCall();
      addTableCall(call);
    },
    inPlaceUpdates,
  );
}
