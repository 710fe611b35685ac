import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function TrashIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
    </svg>
  );
}

type RemoveButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** What screen readers hear, naming the thing removed ('Remove Red, size M'). */
  label: string;
  /** The short word shown beside the icon from `sm` up ('Remove'); phones show the icon only. */
  text?: string;
};

/**
 * A 44 px remove control (docs/ui.md#touch-targets). The visible word starts the accessible name,
 * so voice-control users can say what they see.
 */
export function RemoveButton({
  label,
  text,
  className,
  type = 'button',
  ...props
}: RemoveButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-neutral-600 transition-colors hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <TrashIcon />
      {text && (
        <span aria-hidden="true" className="hidden sm:inline">
          {text}
        </span>
      )}
    </button>
  );
}
