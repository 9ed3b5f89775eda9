import type { Treatment } from '../../../lib/catalog/treatment';

const GRADIENTS = [
  'from-brand-500 to-cyan-700',
  'from-sky-500 to-indigo-600',
  'from-emerald-500 to-teal-700',
  'from-violet-500 to-fuchsia-600',
  'from-amber-500 to-orange-600',
];

type Props = {
  treatment: Treatment;
  className?: string;
  /** The image is among the first things on the screen: load it at once, before the others. */
  priority?: boolean;
};

/** The treatment's first image, else a calm gradient with its initial. */
export function TreatmentImage({ treatment, className = '', priority = false }: Props) {
  const src = treatment.images[0];
  if (src)
    return (
      <img
        src={src}
        alt={treatment.name}
        className={`size-full object-cover ${className}`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    );
  const gradient = GRADIENTS[(Number(treatment.id) || treatment.name.length) % GRADIENTS.length];
  return (
    <div
      role="img"
      aria-label={treatment.name}
      className={`flex size-full items-center justify-center bg-gradient-to-br ${gradient} ${className}`}
    >
      <span className="text-6xl font-bold text-white/90 drop-shadow-sm">
        {(treatment.name.trim()[0] ?? '?').toUpperCase()}
      </span>
    </div>
  );
}
