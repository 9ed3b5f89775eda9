import { useEffect, useRef } from 'react';

/** The server's refusal, said under the field it is about (not only in a passing toast), and brought into view. */
export function FieldRefusal({ id, text, className = 'mt-3' }: { id: string; text: string; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  return (
    <p
      ref={ref}
      id={id}
      role="alert"
      className={`${className} rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800`}
    >
      {text}
    </p>
  );
}
