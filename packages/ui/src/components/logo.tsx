import { UtensilsCrossed } from 'lucide-react';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc';

export type LogoSize = 'sm' | 'md' | 'lg' | 'xl' | 'hero';

const BOX: Record<LogoSize, string> = {
  sm: 'size-8',
  md: 'size-12',
  lg: 'size-16',
  xl: 'size-24',
  hero: 'size-32',
};

const ICON: Record<LogoSize, string> = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-8',
  xl: 'size-12',
  hero: 'size-16',
};

interface LogoProps {
  size?: LogoSize;
  className?: string;
}

/**
 * The application logo: a placeholder while logo.get loads, then the logo the admin uploaded,
 * else the default icon (also when the call fails: the logo is never worth an error).
 */
export function Logo({ size = 'md', className }: LogoProps) {
  const query = trpc.logo.get.useQuery(undefined, { retry: false });
  const box = cn('shrink-0 rounded-xl', BOX[size], className);

  if (query.isLoading) {
    return <div data-testid="logo-placeholder" aria-hidden="true" className={cn(box, 'animate-pulse bg-muted')} />;
  }
  const logoPath = query.data?.logoPath;
  if (logoPath) {
    return <img src={logoPath} alt="Direto" className={cn(box, 'object-contain')} />;
  }
  return (
    <div role="img" aria-label="Direto" className={cn(box, 'flex items-center justify-center bg-primary text-primary-foreground')}>
      <UtensilsCrossed aria-hidden="true" className={ICON[size]} />
    </div>
  );
}
