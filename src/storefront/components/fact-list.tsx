import type { ReactNode } from 'react';

/**
 * Facts as label and value, a `<dl>` of `<div><dt/><dd/></div>` rows; a value that is empty
 * reads `empty` when given. `children` end the list (a wide row of files, say).
 */
export function FactList({
  className,
  rows,
  empty,
  children,
}: {
  className: string;
  rows: readonly (readonly [string, ReactNode])[];
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <dl class={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{empty === undefined ? value : value || empty}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
