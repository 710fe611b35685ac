import { cn } from '../../lib/cn';

/** A grey block standing in for content of the same size while it loads (keeps CLS at zero). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-neutral-200', className)} />
  );
}
