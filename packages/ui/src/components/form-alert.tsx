/** A form's error in words, announced by screen readers as it appears; nothing when there is none. */
export function FormAlert({ id, message }: { id?: string; message: string | null | undefined | false }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
