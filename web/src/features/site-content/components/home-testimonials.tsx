import { cn } from '@/lib/cn';
import {
  imageSource,
  uploadedImageSource,
  usePublicStatisticsImage,
  usePublicTestimonials,
} from '../api/site-content-calls';
import { testimonialCardColour } from './testimonial-colours';

/**
 * The public home page's pass-rate infographic (`getStatisticsImageURI`) and what candidates say
 * (`getTestimonialList`, the active ones in order). Nothing shows until there is something to show.
 */
export function HomeTestimonials() {
  const testimonials = usePublicTestimonials();
  const image = imageSource(usePublicStatisticsImage().data);
  const list = testimonials.data ?? [];
  if (!image && list.length === 0) return null;
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-24">
      <h2 id="testimonials-heading" className="mb-4 text-2xl font-semibold tracking-tight text-ink">
        What candidates say
      </h2>
      {image && (
        <figure className="mb-6 overflow-hidden rounded-xl border border-line bg-surface">
          <img src={image} alt="Pass rates of our candidates" className="h-auto w-full" loading="lazy" />
        </figure>
      )}
      {list.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((testimonial) => (
            <li key={testimonial.testimonialID}>
              <figure
                className={cn(
                  'flex h-full flex-col gap-3 rounded-xl border p-5',
                  testimonialCardColour[testimonial.colour],
                )}
              >
                <blockquote className="text-ink">“{testimonial.text}”</blockquote>
                <figcaption className="mt-auto flex items-center gap-3 text-sm">
                  {testimonial.photoURI && (
                    <img
                      src={uploadedImageSource(testimonial.photoURI)!}
                      alt=""
                      loading="lazy"
                      className="size-10 shrink-0 rounded-full border border-line object-cover"
                    />
                  )}
                  <span>
                    <span className="font-medium text-ink">{testimonial.authorName}</span>
                    {testimonial.authorRole && <span className="block text-ink-muted">{testimonial.authorRole}</span>}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
