import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ownerOrderPath } from '@/app/route-paths';
import { cn } from '@/lib/cn';
import { shortOrderId } from '@/lib/format';

interface OrderDetailLinkProps {
  orderId: string;
  /** What the link shows; by default the short id ('#ab12'). */
  children?: ReactNode;
  className?: string;
}

/** One click from any list of orders to the order's detail page ('Ver pedido #ab12' to screen readers). */
export function OrderDetailLink({ orderId, children, className }: OrderDetailLinkProps) {
  const shortId = shortOrderId(orderId);
  return (
    <Link
      to={ownerOrderPath(orderId)}
      aria-label={`Ver pedido ${shortId}`}
      className={cn('rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      {children ?? shortId}
    </Link>
  );
}
