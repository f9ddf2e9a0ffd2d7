/** Puts HTML into the rich-text field named `label` as if typed (jsdom cannot drive contenteditable typing). */
export function fillRichText(textbox: HTMLElement, html: string) {
  const editor = (
    textbox as HTMLElement & {
      editor?: { commands: { setContent: (content: string, options: { emitUpdate: boolean }) => boolean } };
    }
  ).editor;
  if (!editor) throw new Error('fillRichText: not a tiptap editor');
  editor.commands.setContent(html, { emitUpdate: true });
}
