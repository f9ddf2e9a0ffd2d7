import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  ImageUp,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Rows3,
  Table as TableIcon,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { EDITOR_IMAGE_ACCEPT, uploadEditorImage } from '@/lib/editor-image';

/** Editor heights in pixels (spec section 9). */
export const RichTextHeights = {
  default: 500,
  aktQuestion: 300,
  kfpCaseDescription: 300,
  kfpQuestion: 450,
  answer: 250,
  explanation: 400,
  sharedExplanation: 300,
} as const;

/** Same typography as the reader's notes, so the admin sees what readers will see. */
const noteProse = cn(
  'min-h-full px-5 py-4 font-serif text-[1.0625rem] leading-[1.75] text-ink focus:outline-none',
  '[&>*:first-child]:mt-0 [&_p]:my-3 [&_h2]:mt-7 [&_h2]:mb-2 [&_h2]:font-sans [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:my-1',
  '[&_a]:text-accent-strong [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-ring',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:font-sans [&_table]:text-sm [&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
  '[&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_td>p]:my-0 [&_th>p]:my-0 [&_.selectedCell]:bg-accent-soft',
);

/** Question-bank texts (questions, answers, explanations): the form's own sans typography. */
const compactProse = cn(
  noteProse.replace('font-serif text-[1.0625rem] leading-[1.75]', ''),
  'px-3 py-2 font-sans text-sm leading-relaxed [&_p]:my-1.5',
);

/** Only web addresses: the server's allowlist drops anything else, so refuse it here too. */
function askForUrl(question: string, current = ''): string | null {
  const answer = window.prompt(question, current);
  if (answer === null) return null;
  const trimmed = answer.trim();
  if (trimmed === '') return '';
  try {
    const url = new URL(trimmed, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

type RichTextEditorProps = {
  /** The accessible name of the editing area; the toolbar is '<label> formatting'. */
  label: string;
  /** The HTML to show; a new value from outside (a reset, a load) replaces the content. */
  value: string;
  /** Called with the editor's HTML, or '' when it is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Height of the editing area in pixels (spec section 9). */
  height?: number;
  /** 'note': the reader's note typography; 'compact': the question bank's sans text. */
  appearance?: 'note' | 'compact';
  invalid?: boolean;
  /** The id of the message that says why it is invalid. */
  describedBy?: string;
};

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());
/**
 * Whether the editor has its view. A page whose first render is held up (a lazy chunk, a slow
 * commit) gets an editor that tiptap destroyed before the commit and replaces right after it; the
 * effects of that commit still see the old one, whose view is gone (opening an add-edit page
 * directly showed the 500 page).
 */
const isLive = (editor: Editor | null): editor is Editor => Boolean(editor && !editor.isDestroyed);

/**
 * The one rich-text editor (notes, questions, answers, explanations): tiptap with headings, lists,
 * quotes, links, tables and images (uploaded from a file picker, or by URL).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  height = RichTextHeights.default,
  appearance = 'note',
  invalid = false,
  describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: appearance === 'note' ? noteProse : compactProse,
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // A reset or a loaded value replaces the content; typing does not (the values already agree).
  useEffect(() => {
    if (isLive(editor) && htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!isLive(editor)) return;
    editor.view.dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
    if (invalid && describedBy) editor.view.dom.setAttribute('aria-describedby', describedBy);
    else editor.view.dom.removeAttribute('aria-describedby');
  }, [editor, invalid, describedBy]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-surface focus-within:border-ring',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      <Toolbar editor={editor} label={label} />
      <div className="overflow-y-auto" style={{ height }} data-testid="rich-text-area">
        <EditorContent editor={editor} className="h-full [&>.ProseMirror]:min-h-full" />
      </div>
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      table: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  function setLink() {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = askForUrl('Link address (https://…); leave empty to remove the link', current);
    if (url === null) return;
    if (url === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
  }

  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  function addImageByUrl() {
    const url = askForUrl('Image address (https://…)');
    if (url) chain().setImage({ src: url }).run();
  }

  async function uploadImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const src = await uploadEditorImage(file);
      chain()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch {
      // The failure is already shown as a toast.
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface-muted px-2 py-1.5"
    >
      <ToolButton
        icon={Heading2}
        label="Heading 2"
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        icon={Heading3}
        label="Heading 3"
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Divider />
      <ToolButton icon={Bold} label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton icon={Link2} label="Link" pressed={state.link} onClick={setLink} />
      <Divider />
      <ToolButton
        icon={List}
        label="Bullet list"
        pressed={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        icon={ListOrdered}
        label="Numbered list"
        pressed={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton icon={Quote} label="Quote" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <Divider />
      <ToolButton icon={ImageUp} label="Upload image" disabled={uploading} onClick={() => fileInput.current?.click()} />
      <input
        ref={fileInput}
        type="file"
        accept={EDITOR_IMAGE_ACCEPT}
        aria-label={`${label}: image file`}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void uploadImage(event.target.files?.[0])}
      />
      <ToolButton icon={ImagePlus} label="Image by URL" onClick={addImageByUrl} />
      <ToolButton
        icon={TableIcon}
        label="Insert table"
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.table && (
        <>
          <ToolButton icon={Rows3} label="Add row" onClick={() => chain().addRowAfter().run()} />
          <ToolButton icon={Columns3} label="Add column" onClick={() => chain().addColumnAfter().run()} />
          <ToolButton icon={Trash2} label="Delete table" onClick={() => chain().deleteTable().run()} />
        </>
      )}
      <Divider />
      <ToolButton icon={Undo2} label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton icon={Redo2} label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />;
}

type ToolButtonProps = { icon: LucideIcon; label: string; pressed?: boolean; disabled?: boolean; onClick: () => void };

function ToolButton({ icon: Icon, label, pressed, disabled, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: the click must not move focus out of the text first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-surface hover:text-ink',
        'focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40',
        pressed && 'bg-accent-soft text-accent-strong',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
