import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A screen's link in the owner's header; on a phone the icon alone, named for screen readers.
 * `badge`: a count waiting there (the tables' calls), shown over the icon and read with the name.
 */
export function HeaderLink({ to, icon: Icon, label, badge }: { to: string; icon: LucideIcon; label: string; badge?: { count: number; label: string } }) {
  const waiting = badge && badge.count > 0 ? badge : null;
  return (
    <Button variant="ghost" size="sm" asChild className="relative px-2">
      <Link to={to} aria-label={waiting ? `${label} (${waiting.label})` : undefined}>
        <Icon aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{label}</span>
        {waiting ? (
          <span aria-hidden="true" className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-bold text-destructive-foreground">
            {waiting.count}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
