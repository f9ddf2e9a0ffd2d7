import { Suspense, lazy, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_NAME } from '@/config/brand';
import { paths, type HomeSection } from '@/config/paths';
import { ContactForm } from '@/features/contact-us/components/contact-form';
import { SupportDetails } from '@/features/contact-us/components/support-details';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { CourseStructure } from '@/features/reader-index/components/course-structure';
import { HomeTestimonials } from '@/features/site-content/components/home-testimonials';
import { useShowsSubscriberHome } from '@/features/subscriber-home/components/subscriber-home-choice';
import { useLoggedInUser } from '@/lib/auth-store';
import type { ReactNode } from 'react';

const faqs = [
  {
    question: 'What is included?',
    answer: 'Study notes organised by chapter and topic, webinars, KFP cases and AKT practice questions.',
  },
  {
    question: 'Can I read anything before subscribing?',
    answer: 'Yes. Topics marked as free content can be read without a subscription.',
  },
  {
    question: 'How do I get full access?',
    answer: 'Subscribe to a pricing plan, then sign in with the e-mail address you registered with.',
  },
] as const;

/** A signed-in subscriber's home (issue 28): its own chunk, so a visitor's home page never loads it. */
const SubscriberHome = lazy(() =>
  import('@/features/subscriber-home/components/subscriber-home').then((module) => ({
    default: module.SubscriberHome,
  })),
);

export function PublicHomePage() {
  const user = useLoggedInUser();
  useScrollToSection();
  const showsSubscriberHome = useShowsSubscriberHome();
  if (showsSubscriberHome)
    return (
      <Suspense fallback={<Spinner />}>
        <SubscriberHome />
      </Suspense>
    );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-16">
      <section className="flex flex-col gap-5 pt-2">
        <p className="text-sm font-medium tracking-wide text-accent uppercase">General practice exam preparation</p>
        <h1 className="font-serif text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl">
          {user ? `Welcome back, ${user.user.firstName}.` : 'Study notes that follow the way you revise.'}
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          {PRODUCT_NAME} brings together concise notes for every chapter, webinars, KFP cases and AKT practice
          questions, so you can prepare for the exam in one calm place.
        </p>
        {!user && (
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={paths.public.register.getHref()}>Subscribe</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.login.getHref()}>Sign in</Link>
            </Button>
          </div>
        )}
      </section>

      <HomeSectionBlock id="course-structure" title="Course Structure">
        <CourseStructure />
      </HomeSectionBlock>

      <HomeSectionBlock id="pricing" title="Pricing">
        <p className="mb-6 text-ink-muted">
          One subscription opens every chapter, webinar and practice question. Choose the plan that matches your exam
          date; its free trial opens the topics listed with it.
        </p>
        <PricingSection
          fallback={
            <Button asChild>
              <Link to={paths.public.register.getHref()}>Subscribe</Link>
            </Button>
          }
        />
      </HomeSectionBlock>

      <HomeTestimonials />

      <HomeSectionBlock id="faq" title="FAQ">
        <dl className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
          {faqs.map((faq) => (
            <div key={faq.question} className="p-5">
              <dt className="font-medium text-ink">{faq.question}</dt>
              <dd className="mt-1 text-ink-muted">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </HomeSectionBlock>

      <HomeSectionBlock id="contact" title="Contact us">
        <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex flex-col gap-4">
            <p className="text-ink-muted">
              Questions about the course, your subscription or your account are welcome. Send us a message and we will
              answer by email.
            </p>
            <SupportDetails />
          </div>
          <div className="rounded-xl border border-line bg-surface p-5 sm:p-6">
            <ContactForm />
          </div>
        </div>
      </HomeSectionBlock>
    </div>
  );
}

function HomeSectionBlock({ id, title, children }: { id: HomeSection; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-semibold tracking-tight text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How long the page may keep growing above a section before the reader is left where they are. */
const SECTION_SETTLE_MS = 4_000;
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * '/public#pricing' (the Overview links, Buy, the way back from login, the footer's Contact us) opens
 * at that section; following the same link again while on the page scrolls there again (a new key).
 * What sits above it (the course structure, the statistics image, testimonials) arrives after the
 * first paint and pushes the section down, so the page follows it while it grows, until it settles or
 * the reader scrolls themselves (Buy from the profile landed 750 px above the plans: issue 28).
 */
function useScrollToSection() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    scroll();
    const growing = new ResizeObserver(scroll);
    growing.observe(document.body);
    const stop = () => growing.disconnect();
    const settled = setTimeout(stop, SECTION_SETTLE_MS);
    for (const event of READER_SCROLLS) window.addEventListener(event, stop, { passive: true });
    return () => {
      stop();
      clearTimeout(settled);
      for (const event of READER_SCROLLS) window.removeEventListener(event, stop);
    };
  }, [hash, key]);
}
