import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { Html } from './detail-list';
import { QuestionTexts } from './texts';

/** A question's explanation as shown in its views, or 'No Explanation.!'. */
export function ExplanationView({ html, heading: Heading = 'h4' }: { html: string | null; heading?: 'h4' | 'h5' }) {
  return (
    <section aria-label="Explanation" className="flex flex-col gap-1">
      <Heading className="text-sm font-semibold text-ink">Explanation</Heading>
      {html ? (
        <Html label="Explanation text" html={html} />
      ) : (
        <p className="text-sm text-ink-muted">{QuestionTexts.noExplanation}</p>
      )}
    </section>
  );
}

/** The "Explanation" rich-text field of a question form. */
export function ExplanationField<T extends FieldValues>({
  name,
  control,
}: {
  name: FieldPath<T>;
  control: Control<T>;
}) {
  return <RichTextField label="Explanation" name={name} control={control} height={RichTextHeights.explanation} />;
}
