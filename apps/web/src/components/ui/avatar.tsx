type AvatarProps = {
  name: string;
  image?: string | null | undefined;
  /** Background of the letter avatar; the doctor's colour where there is one. */
  color?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Next to the same name in text or a labelled link: hidden from screen readers so it is not read twice. */
  decorative?: boolean;
};

const SIZES = {
  sm: 'size-9 text-base',
  md: 'size-12 text-lg',
  lg: 'size-20 text-3xl',
  xl: 'size-32 text-5xl',
} as const;

/** The image when there is one, else the first letter of the name on a coloured disc. */
export function Avatar({ name, image, color, size = 'md', className = '', decorative = false }: AvatarProps) {
  const classes = `${SIZES[size]} shrink-0 rounded-full object-cover ${className}`;
  if (image)
    return <img src={image} alt={decorative ? '' : name} className={classes} loading="lazy" decoding="async" />;
  // The disc is an SVG fill rather than a style attribute, which the site's CSP refuses in server-drawn HTML.
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={`${classes} relative inline-flex items-center justify-center overflow-hidden font-semibold text-white`}
    >
      <svg className="absolute inset-0 size-full" aria-hidden="true">
        <rect width="100%" height="100%" fill={color || 'black'} />
      </svg>
      <span className="relative">{(name.trim()[0] ?? '?').toUpperCase()}</span>
    </span>
  );
}
