import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Table2 } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';

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

type RichTextFieldProps<T extends FieldValues> = {
  label: string;
  name: FieldPath<T>;
  control: Control<T>;
  /** Height of the editing area in pixels (spec section 9). */
  height?: number;
};

/** The HTML the editor holds, or '' when it holds nothing, so 'Required' applies to an empty editor. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** A tiptap rich-text field bound to react-hook-form, with the product's toolbar. */
export function RichTextField<T extends FieldValues>({ label, name, control, height = RichTextHeights.default }: RichTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const messageId = `${labelId}-message`;
  const value = typeof field.value === 'string' ? field.value : '';
  const invalid = Boolean(fieldState.error);

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image, TableKit.configure({ table: { resizable: false } })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'prose-content min-h-full px-3 py-2 text-sm text-ink focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => field.onChange(htmlOf(current)),
    onBlur: () => field.onBlur(),
  });

  // A reset or a loaded value replaces the content; typing does not (the values already agree).
  useEffect(() => {
    if (editor && htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    editor.view.dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
    if (invalid) editor.view.dom.setAttribute('aria-describedby', messageId);
    else editor.view.dom.removeAttribute('aria-describedby');
  }, [editor, invalid, messageId]);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className={cn('overflow-hidden rounded-lg border bg-surface shadow-xs', invalid ? 'border-danger' : 'border-line')}>
        {editor && <Toolbar editor={editor} label={label} />}
        <div className="overflow-y-auto" style={{ height }} data-testid="rich-text-area">
          <EditorContent editor={editor} className="h-full [&_.ProseMirror]:min-h-full" />
        </div>
      </div>
      {fieldState.error?.message && (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const chain = () => editor.chain().focus();
  const askUrl = (what: string) => window.prompt(`${what} address`)?.trim() || null;
  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-0.5 border-b border-line bg-surface-muted px-1.5 py-1">
      <ToolButton label="Bold" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </ToolButton>
      <ToolButton label="Italic" active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </ToolButton>
      <ToolButton label="Heading 2" active={editor.isActive('heading', { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </ToolButton>
      <ToolButton label="Heading 3" active={editor.isActive('heading', { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </ToolButton>
      <ToolButton label="Bulleted list" active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()}>
        <List />
      </ToolButton>
      <ToolButton label="Numbered list" active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </ToolButton>
      <ToolButton
        label="Link"
        active={editor.isActive('link')}
        onClick={() => {
          const href = askUrl('Link');
          if (href) chain().extendMarkRange('link').setLink({ href }).run();
          else chain().unsetLink().run();
        }}
      >
        <Link2 />
      </ToolButton>
      <ToolButton label="Insert table" onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
        <Table2 />
      </ToolButton>
      {/* Image upload is not wired to a server yet: the image is inserted by its address. */}
      <ToolButton
        label="Insert image"
        onClick={() => {
          const src = askUrl('Image');
          if (src) chain().setImage({ src }).run();
        }}
      >
        <ImagePlus />
      </ToolButton>
    </div>
  );
}

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-7 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-ink [&_svg]:size-4',
        'focus-visible:outline-2 focus-visible:outline-ring',
        active && 'bg-surface text-ink',
      )}
    >
      {children}
    </button>
  );
}
