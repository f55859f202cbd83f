import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A screen's link in the owner's header; on a phone the icon alone, named for screen readers. */
export function HeaderLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Button variant="ghost" size="sm" asChild className="px-2">
      <Link to={to}>
        <Icon aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </Link>
    </Button>
  );
}
