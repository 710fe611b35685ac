import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A white card headed by its title, named by it for screen readers (a region landmark). */
export function StepCard({
  title,
  action,
  className,
  children,
}: {
  title: ReactNode;
  /** Something beside the title, such as 'Change Address'. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-neutral-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
