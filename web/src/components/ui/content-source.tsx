import { CONTENT_SOURCE_TITLE_MAX, type ContentSource, ContentSourceMessages } from '@notebook/contracts';
import { type FieldBinding, InputField } from '@/components/ui/form';

/** YYYY-MM-DD as the product shows dates: DD/MM/YYYY. */
export const reviewedDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A content editor's starting source fields: the saved ones, blank where none is recorded. */
export const contentSourceDefaults = (content: Partial<ContentSource> | undefined) => ({
  sourceTitle: content?.sourceTitle ?? '',
  sourceUrl: content?.sourceUrl ?? '',
  lastReviewedOn: content?.lastReviewedOn ?? '',
});

/**
 * The source fields of a content editor (note, AKT, MSQ, KFP case; issue 29): the guideline or
 * reference, its https link and the date it was last reviewed. Each form binds its own names.
 */
export function ContentSourceFields({
  title,
  url,
  reviewedOn,
}: {
  title: FieldBinding;
  url: FieldBinding;
  reviewedOn: FieldBinding;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[1fr_1fr_12rem]">
      <legend className="sr-only">{ContentSourceMessages.sourceLabel}</legend>
      <InputField
        label={ContentSourceMessages.sourceLabel}
        hint="Guideline or reference"
        autoComplete="off"
        maxLength={CONTENT_SOURCE_TITLE_MAX}
        {...title}
      />
      <InputField label="Source link" type="url" inputMode="url" placeholder="https://" autoComplete="off" {...url} />
      <InputField label={ContentSourceMessages.lastReviewedLabel} type="date" {...reviewedOn} />
    </fieldset>
  );
}

/** Under the content, for readers: "Source: <title> · Last reviewed DD/MM/YYYY" (nothing when none is recorded). */
export function ContentSourceLine({ source }: { source: ContentSource | null | undefined }) {
  if (!source || (!source.sourceTitle && !source.lastReviewedOn)) return null;
  return (
    <p className="mt-4 border-t border-line pt-3 text-sm text-ink-muted" data-testid="content-source">
      {source.sourceTitle && (
        <span>
          {ContentSourceMessages.sourceLabel}:{' '}
          {source.sourceUrl ? (
            <a href={source.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline">
              {source.sourceTitle}
            </a>
          ) : (
            source.sourceTitle
          )}
        </span>
      )}
      {source.sourceTitle && source.lastReviewedOn && <span aria-hidden="true"> · </span>}
      {source.lastReviewedOn && (
        <span>
          {ContentSourceMessages.lastReviewedLabel}{' '}
          <time dateTime={source.lastReviewedOn}>{reviewedDate(source.lastReviewedOn)}</time>
        </span>
      )}
    </p>
  );
}
