/**
 * A failure shown above the form (docs/product.md#error-messages, docs/product.md#error-messages): 'Login Failed!', 'Registration Failed!' or
 * 'Passwords need to be the same.', with the reason under it when there is one. Announced as
 * an alert, since the form has just been cleared and focus is back on its first field.
 */
export function FormAlert({ title, detail }: { title: string; detail?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      <p className="font-semibold">{title}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
    </div>
  );
}
