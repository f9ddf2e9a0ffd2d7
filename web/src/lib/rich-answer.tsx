import { cn } from '@/lib/cn';

/**
 * Typography for short rich text, such as an answer option (spec section 9: answers are rich text):
 * paragraphs close together, lists, bold and links as in notes, images kept small.
 */
export const answerProse = cn(
  'min-w-0 [overflow-wrap:anywhere]',
  '[&_p]:my-0 [&_p+p]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_strong]:font-semibold [&_a]:text-accent-strong [&_a]:underline',
  '[&_img]:my-1 [&_img]:h-auto [&_img]:max-h-48 [&_img]:max-w-full [&_img]:rounded',
  '[&_table]:my-1 [&_td]:border [&_td]:border-line [&_td]:px-2 [&_th]:border [&_th]:border-line [&_th]:px-2',
);

/**
 * An answer's HTML as the server keeps it (sanitised by the question bank's deciders). `inline` runs
 * its paragraphs on in the line (after a letter, in a list); otherwise it is a block of its own.
 */
export function RichAnswer({
  html,
  className,
  inline = false,
}: {
  html: string;
  className?: string;
  inline?: boolean;
}) {
  return (
    <span
      className={cn(answerProse, inline ? 'inline [&_p]:inline' : 'block', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The text of an answer's HTML, where only text can go (the options of a select). */
export function answerText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
