import { cn } from '@/lib/cn';

/**
 * Typography for note HTML from the editor: a serif body at a comfortable size and line height, sans
 * headings, and tables, lists, images and links styled with the semantic tokens, so it reads as well
 * in dark mode. The column width (about 70 characters) is set by the page.
 */
export const noteProse = cn(
  'font-serif text-[1.0625rem] leading-[1.75] text-ink sm:text-lg [overflow-wrap:anywhere]',
  '[&_p]:my-4 [&>*:first-child]:mt-0',
  '[&_h1]:mt-10 [&_h1]:mb-3 [&_h1]:font-sans [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:tracking-tight',
  '[&_h2]:mt-9 [&_h2]:mb-3 [&_h2]:font-sans [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-sans [&_h4]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li>p]:my-1',
  '[&_a]:text-accent-strong [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-2 [&_a:hover]:decoration-2',
  '[&_strong]:font-semibold [&_mark]:rounded-sm [&_mark]:bg-warning/30 [&_mark]:text-ink',
  '[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:font-sans [&_table]:text-[0.9375rem] [&_table]:leading-normal',
  '[&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_td>p]:my-0 [&_th>p]:my-0',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4',
  '[&_hr]:my-10 [&_hr]:border-line',
);
