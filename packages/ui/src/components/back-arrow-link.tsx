import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface BackArrowLinkProps {
  to: string;
  /** What the arrow says to a screen reader ('Voltar ao painel'). */
  label: string;
}

/** The back arrow at the start of an inner page's header. */
export function BackArrowLink({ to, label }: BackArrowLinkProps) {
  return (
    <Button variant="ghost" size="icon" asChild>
      <Link to={to} aria-label={label}>
        <ArrowLeft aria-hidden="true" />
      </Link>
    </Button>
  );
}
