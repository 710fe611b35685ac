/** A locale file's tree of strings, as the locale tests read it. */
export type Tree = { [key: string]: string | Tree };

/** Every string of a tree by its dotted key (`checkout.payment.title`). */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object')
      for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
    else out.set(path, value);
  }
  return out;
}
