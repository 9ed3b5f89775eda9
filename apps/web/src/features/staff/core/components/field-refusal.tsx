import {
  type ComponentProps,
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { Refusal } from '../api/use-change-feedback';
import { FormError } from './form-error';

type RefusalState = {
  refusal: Refusal | undefined;
  /** Request fields shown in the form; a refusal of one of them is shown there, not at the form's foot. */
  placed: ReadonlySet<string>;
  place: (field: string) => () => void;
};
const RefusalContext = createContext<RefusalState>({ refusal: undefined, placed: new Set(), place: () => () => {} });

/** Whether a refused field (`schedule.1.end`) is the form field `name` or inside it (`schedule`). */
const isWithin = (refused: string, name: string) => refused === name || refused.startsWith(`${name}.`);

/** A setup form's refusal, for its fields to show beside themselves (useFieldRefusal) or its foot (UnplacedRefusal). */
export function RefusalProvider({ refusal, children }: { refusal: Refusal | undefined; children: ReactNode }) {
  const [placed, setPlaced] = useState<ReadonlySet<string>>(new Set());
  const place = useCallback((field: string) => {
    setPlaced((before) => new Set(before).add(field));
    return () =>
      setPlaced((before) => {
        const after = new Set(before);
        after.delete(field);
        return after;
      });
  }, []);
  const value = useMemo(() => ({ refusal, placed, place }), [refusal, placed, place]);
  return <RefusalContext.Provider value={value}>{children}</RefusalContext.Provider>;
}

/** A setup form whose fields show its refusal beside themselves, and at its foot what none of them shows. */
export function RefusalForm({ refusal, children, ...form }: ComponentProps<'form'> & { refusal: Refusal | undefined }) {
  return (
    <form {...form}>
      <RefusalProvider refusal={refusal}>
        {children}
        <UnplacedRefusal />
      </RefusalProvider>
    </form>
  );
}

/** The refusal of the request field `name` (or a field inside it), which this part of the form then shows. */
export function useFieldRefusal(name: string): { message: string; field: string } | undefined {
  const { refusal, place } = useContext(RefusalContext);
  useEffect(() => place(name), [name, place]);
  const field = refusal?.field;
  return refusal && field && isWithin(field, name) ? { message: refusal.message, field } : undefined;
}

/** The refusal no field of the form shows (the server named none, or one the form has not). */
export function UnplacedRefusal() {
  const { refusal, placed } = useContext(RefusalContext);
  const field = refusal?.field;
  if (!refusal || (field && [...placed].some((name) => isWithin(field, name)))) return null;
  return <FormError message={refusal.message} />;
}

/** A refusal's text under the field it is about, announced as it appears. */
export function FieldRefusalText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}

/** What marks a refused input: invalid, described by the refusal's text. */
export type RefusalAria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** One input of a setup form (`id`) for the request field `name`, with its refusal beneath it. */
export function Refusable({
  name,
  id,
  children,
}: {
  name: string;
  id: string;
  children: (aria: RefusalAria) => ReactNode;
}) {
  const refusal = useFieldRefusal(name);
  const textId = `${id}-refusal`;
  return (
    <>
      {children(refusal ? { 'aria-invalid': true, 'aria-describedby': textId } : {})}
      <FieldRefusalText id={textId} message={refusal?.message} />
    </>
  );
}
