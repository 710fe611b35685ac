import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * What follows every page's name in the tab: the shop's name, as in the title the server wrote
 * (app/page-head.ts), so the tab does not change when the page is hydrated.
 */
export const DocumentTitleSuffix = createContext<string | null>(null);

/** `page | suffix`, or the page alone when it is the suffix itself (a shop's home page). */
export function composeTitle(title: string, suffix: string | null): string {
  return suffix && suffix !== title ? `${title} | ${suffix}` : title;
}

/**
 * Names the browser tab. Not React 19's `<title>`: React takes over index.html's own title and
 * removes it with the page that rendered it, so a skeleton, an error or a page without a title
 * would leave the tab without a name. Here the last page's name stays until the next one's.
 */
export function DocumentTitle({ title }: { title: string }) {
  const suffix = useContext(DocumentTitleSuffix);
  useEffect(() => {
    document.title = composeTitle(title, suffix);
  }, [title, suffix]);
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
