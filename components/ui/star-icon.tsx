/** A decorative rating star (CSS, no SVG in the page): amber when `filled`, else a grey outline. */
export function StarIcon({ className = 'size-3.5', filled = true }: { className?: string; filled?: boolean }) {
  return <span aria-hidden className={`inline-block ${filled ? 'icon-star bg-amber-400' : 'icon-star-outline bg-slate-300'} ${className}`} />;
}
