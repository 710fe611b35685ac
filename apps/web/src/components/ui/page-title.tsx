import type { ReactNode } from 'react';

/** A page's heading; it also names the browser tab (React 19 hoists <title> into <head>). */
export function PageTitle({
  children,
  documentTitle,
}: {
  children: ReactNode;
  documentTitle: string;
}) {
  return (
    <>
      <title>{documentTitle}</title>
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{children}</h1>
    </>
  );
}
