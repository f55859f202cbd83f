import { useEffect } from 'react';
import type { OpenState } from '@direto/contracts';
import { trpc } from '@/lib/trpc';

/** Longest wait a browser timer takes reliably (setTimeout overflows past ~24.8 days). */
const MAX_DELAY_MS = 2_147_000_000;

/**
 * Asks the server again when an open state reaches its boundary (closesAt or nextOpenAt), so a
 * badge or a menu flips from 'Aberto' to 'Fechado' (and back) without a reload. The delay is
 * counted from the server's own `asOf`, not the browser's clock, which may be set differently.
 */
export function useOpenStateRefresh(openState: OpenState | undefined): void {
  const utils = trpc.useUtils();
  const boundary = openState?.closesAt ?? openState?.nextOpenAt;
  const asOf = openState?.asOf;
  useEffect(() => {
    if (!boundary || !asOf) return;
    // A second after the boundary, so the server is surely past it.
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, new Date(boundary).getTime() - new Date(asOf).getTime()) + 1_000);
    const timer = setTimeout(() => void utils.restaurant.invalidate(), delay);
    return () => clearTimeout(timer);
  }, [boundary, asOf, utils]);
}
