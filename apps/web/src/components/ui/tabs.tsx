import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useIsHydrated } from './use-is-hydrated';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  defaultTabId?: string;
  className?: string;
};

/**
 * The ARIA tabs pattern: one tab stop for the list, arrow keys (and Home / End) move between
 * tabs and show them, and each panel is labelled by its tab.
 */
export function Tabs({ label, tabs, defaultTabId, className }: TabsProps) {
  const baseId = useId();
  const [activeId, setActiveId] = useState(defaultTabId ?? tabs[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === activeId),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    const tab = index === undefined ? undefined : tabs[index];
    if (!tab) return;
    event.preventDefault();
    setActiveId(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  const isHydrated = useIsHydrated();
  return (
    <div className={cn('flex flex-col', className)}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200"
      >
        {tabs.map((tab, index) => {
          const isActive = index === activeIndex;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActiveId(tab.id)}
              className={cn(
                '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold sm:text-base',
                isActive
                  ? 'border-accent text-accent-strong'
                  : 'border-transparent text-neutral-700 hover:text-neutral-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== activeIndex}
          data-tab-panel=""
          tabIndex={0}
          className="pt-4 focus-visible:outline-offset-4"
        >
          {/* The server draws every panel, so a page read without JavaScript has them all
              (reviews too; index.html shows the closed ones then); once hydrated, only the
              open one is kept. */}
          {(index === activeIndex || !isHydrated) && tab.content}
        </div>
      ))}
    </div>
  );
}
