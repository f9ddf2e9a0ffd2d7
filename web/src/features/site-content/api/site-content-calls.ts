import { ApiPaths, type LegalPageKey, type StatisticsImage } from '@notebook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import {
  announced,
  callOf,
  fixedQuery,
  mutationInvalidating,
  publicQuiet,
  publicSilent,
  quiet,
  readByID,
} from '@/lib/api-hooks';
import { uploadTo } from '@/lib/file-transfer';

/** The site-content calls (docs/site-content.md): admin reads under ['site-content','admin'], the home page's under ['site-content','public']. */
const root = ['site-content'] as const;
const adminRoot = [...root, 'admin'] as const;
const publicRoot = [...root, 'public'] as const;

// ---- the public home page ----

const publicTestimonials = fixedQuery(
  [...publicRoot, 'testimonials'],
  callOf(ApiPaths.public.getTestimonialList, publicSilent),
);
export const usePublicTestimonials = () => publicTestimonials.useWith();

const publicStatisticsImage = fixedQuery(
  [...publicRoot, 'statistics-image'],
  callOf(ApiPaths.public.getStatisticsImageURI, publicSilent),
);
export const usePublicStatisticsImage = () => publicStatisticsImage.useWith();

/** An image's address to load: the server's signed `/uploads/images/…`, made absolute when the API is elsewhere. */
export const uploadedImageSource = (uri: string | null | undefined) => (uri ? `${env.VITE_API_ORIGIN}${uri}` : null);
export const imageSource = (image: StatisticsImage | undefined) => uploadedImageSource(image?.imageURI);

// ---- admins ----

const testimonials = fixedQuery(
  [...adminRoot, 'testimonials'],
  callOf(ApiPaths.adminTestimonial.getTestimonials, quiet),
);
export const useTestimonials = () => testimonials.useWith();
export const useTestimonial = readByID(ApiPaths.adminTestimonial.getTestimonialByID, 'testimonialID', [
  ...adminRoot,
  'testimonial',
]).useByID;
/** Saved: the admin list and the home page's list are read again. */
export const useSaveTestimonial = mutationInvalidating(
  callOf(ApiPaths.adminTestimonial.saveUpdateTestimonial, announced),
  root,
);

/** Uploads a testimonial's photo ('Successfully uploaded'); the form saves the URL it answers with the testimonial. */
export const uploadTestimonialPhoto = (file: Blob) =>
  uploadTo(ApiPaths.adminTestimonial.uploadTestimonialPhoto, file, undefined, { showSuccessMessage: true });

const statisticsImage = fixedQuery(
  [...adminRoot, 'statistics-image'],
  callOf(ApiPaths.adminStatistics.getStatisticsImage, quiet),
);
export const useStatisticsImage = () => statisticsImage.useWith();

/** Uploads the image itself as the body ('Successfully uploaded'); the admin and home page images are read again. */
export function useUploadStatisticsImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) =>
      uploadTo(ApiPaths.adminStatistics.uploadStatisticsImage, file, undefined, { showSuccessMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

const seoPages = fixedQuery([...adminRoot, 'seo'], callOf(ApiPaths.adminSeo.getSeoPages, quiet));
export const useSeoPages = () => seoPages.useWith();
export const useSaveSeo = mutationInvalidating(callOf(ApiPaths.adminSeo.saveUpdateSeo, announced), [
  ...adminRoot,
  'seo',
]);

// ---- the footer's terms and privacy pages ----

const getLegalPage = callOf(ApiPaths.public.getLegalPage, publicQuiet);
/** The terms and conditions or the privacy policy as the public sees it. */
export const usePublicLegalPage = (page: LegalPageKey) =>
  useQuery({ queryKey: [...publicRoot, 'legal', page], queryFn: () => getLegalPage({ page }) });

const legalPages = fixedQuery([...adminRoot, 'legal'], callOf(ApiPaths.adminSiteContent.getLegalPages, quiet));
export const useLegalPages = () => legalPages.useWith();
/** Saved ('Successfully saved / updated'): the admin list and the public page are read again. */
export const useSaveLegalPage = mutationInvalidating(callOf(ApiPaths.adminSiteContent.saveLegalPage, announced), root);
