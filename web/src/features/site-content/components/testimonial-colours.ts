import type { TestimonialColour } from '@notebook/contracts';

/**
 * Spec section 3's four text background colour classes as card colours: translucent tints over the
 * surface, so one class reads in light and dark alike (the text stays `text-ink`).
 */
export const testimonialCardColour: Record<TestimonialColour, string> = {
  SKY: 'border-sky-500/30 bg-sky-500/10',
  MINT: 'border-emerald-500/30 bg-emerald-500/10',
  SAND: 'border-amber-500/30 bg-amber-500/10',
  ROSE: 'border-rose-500/30 bg-rose-500/10',
};

export const testimonialColourLabel: Record<TestimonialColour, string> = {
  SKY: 'Sky',
  MINT: 'Mint',
  SAND: 'Sand',
  ROSE: 'Rose',
};
