import { useEffect, type ReactNode } from 'react';

/** Names the browser tab while it is rendered. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** A page's heading; it also names the browser tab. */
export function PageTitle({
  children,
  documentTitle,
}: {
  children: ReactNode;
  documentTitle: string;
}) {
  // text-pretty: a Burmese heading's last line never holds a lone particle such as 'ပါ'.
  return (
    <>
      <DocumentTitle title={documentTitle} />
      <h1 className="text-2xl font-bold text-pretty text-neutral-900 sm:text-3xl">{children}</h1>
    </>
  );
}
