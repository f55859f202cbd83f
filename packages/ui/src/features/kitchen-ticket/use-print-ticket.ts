import { useCallback } from 'react';
import { trpc } from '@/lib/trpc';
import type { PaperWidth } from './paper';
import { printTicket } from './print-ticket';
import { readPrintSettings } from './print-settings';
import { ticketRestaurantAddress } from './restaurant-address';
import { rememberPrinted, wasPrinted } from './printed-orders';

/** Prints an order's ticket with this device's settings (or another paper width), from the order's current data. */
export function usePrintOrderTicket(): (orderId: string, paper?: PaperWidth) => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(
    async (orderId: string, paper?: PaperWidth) => {
      const order = await utils.order.byId.fetch({ id: orderId }, { staleTime: 0 });
      // The restaurant's address heads the ticket; a ticket without it beats no ticket.
      const restaurant = order.restaurantId ? await utils.restaurant.byId.fetch({ id: order.restaurantId }).catch(() => null) : null;
      const settings = readPrintSettings();
      printTicket({ ...order, restaurantAddress: ticketRestaurantAddress(restaurant) }, { copies: settings.copies, paper: paper ?? settings.paper });
      rememberPrinted(orderId);
    },
    [utils],
  );
}

/**
 * 'Imprimir automaticamente ao confirmar': call it when this device confirmed an order. Prints
 * when the setting is on and this device never printed that order — once per order per device,
 * however often it is confirmed again. A manual 'Imprimir' counts as printed too.
 */
export function useAutoPrintOnConfirm(): (orderId: string) => Promise<void> {
  const printOrder = usePrintOrderTicket();
  return useCallback(
    async (orderId: string) => {
      if (!readPrintSettings().autoPrintOnConfirm || wasPrinted(orderId)) return;
      // Claimed before the order is fetched, so a second confirmation meanwhile does not print again.
      rememberPrinted(orderId);
      await printOrder(orderId);
    },
    [printOrder],
  );
}
