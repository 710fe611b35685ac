import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';

export type DialogChoice = {
  label: string;
  onChoose: () => void;
  /** `danger`: red, for what cannot be undone or loses work. */
  kind: 'primary' | 'secondary' | 'danger';
};

const KINDS: Record<DialogChoice['kind'], string> = {
  primary: buttonClass('primary'),
  secondary: buttonClass('secondary'),
  danger: buttonClass(
    'primary',
    'bg-red-700 hover:bg-red-800 disabled:bg-neutral-300 disabled:text-neutral-600',
  ),
};

/**
 * A question before something that cannot be taken back (archive, delete, leave unsaved work),
 * with large buttons that say what each does, the first taking the focus. Escape and the
 * backdrop answer `onDismiss`, which changes nothing.
 */
export function ChoiceDialog({
  title,
  children,
  choices,
  onDismiss,
  isBusy = false,
}: {
  title: string;
  children: ReactNode;
  choices: [DialogChoice, DialogChoice];
  onDismiss: () => void;
  isBusy?: boolean;
}) {
  return (
    <Modal title={title} onClose={isBusy ? undefined : onDismiss}>
      <div className="mt-3 flex flex-col gap-4">
        {children}
        <div className="flex flex-col gap-2">
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              disabled={isBusy}
              onClick={choice.onChoose}
              className={cn(KINDS[choice.kind], 'min-h-12 w-full text-base')}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
