import { cn } from '@/lib/cn';

interface UserAvatarProps {
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
  className?: string;
}

/** The profile image, or the person's initials. Decorative: the name is always shown or labelled beside it. */
export function UserAvatar({ firstName, lastName, imageUrl, className }: UserAvatarProps) {
  const box = cn('size-9 shrink-0 rounded-full', className);
  if (imageUrl) return <img src={imageUrl} alt="" className={cn(box, 'object-cover')} />;
  const initials = `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || '?';
  return (
    <span aria-hidden="true" className={cn(box, 'flex items-center justify-center bg-accent text-sm font-semibold text-accent-foreground')}>
      {initials}
    </span>
  );
}
