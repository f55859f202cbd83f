import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Owner › Clientes in the owner's header (issue 30); on a phone the icon alone, named for screen readers. */
export function CustomersLink() {
  return (
    <Button variant="ghost" size="sm" asChild className="px-2">
      <Link to="/clientes">
        <Users aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Clientes</span>
      </Link>
    </Button>
  );
}
