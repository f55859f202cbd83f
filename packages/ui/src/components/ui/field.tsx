import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { FormAlert } from '@/components/form-alert';

interface FieldProps {
  label: ReactNode;
  /** Validation message; linked to the control with aria-describedby. */
  error?: string | undefined;
  /** Helper text under the control. */
  hint?: ReactNode;
  className?: string;
  /** The single control (Input, Textarea, ...); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** A labelled form control with its hint and validation message, wired for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
