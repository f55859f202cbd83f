import { cn } from '@/lib/cn';

interface ProgressProps {
  /** 0..100 */
  value: number;
  /** Read by screen readers. */
  label: string;
  className?: string;
}

/** A determinate progress bar (upload progress). */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full bg-primary transition-[width] duration-200" style={{ width: `${clamped}%` }} />
    </div>
  );
}
