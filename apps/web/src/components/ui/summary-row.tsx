import { cn } from '../../lib/cn';

/** One line of a totals box (cart, checkout): label at the start, amount at the end. */
export function SummaryRow({
  label,
  value,
  strong,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
      <dt className={strong ? 'font-bold text-neutral-900' : 'text-neutral-700'}>{label}</dt>
      <dd
        className={cn(
          'tabular-nums',
          strong ? 'text-lg font-bold text-accent' : 'font-medium text-neutral-900',
        )}
      >
        {value}
      </dd>
    </div>
  );
}
