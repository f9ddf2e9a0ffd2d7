import { fireEvent } from '@testing-library/react';

/** The little of DataTransfer the drag code uses (jsdom has none). */
function dataTransferStub(): DataTransfer {
  const data = new Map<string, string>();
  return {
    dropEffect: 'none',
    effectAllowed: 'all',
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    setDragImage: () => undefined,
    types: [],
  } as unknown as DataTransfer;
}

/**
 * Starts an HTML5 drag from `grip` and holds it over `target`, as a browser would; `drop()` lets
 * go there. Between the two, the drop indicator can be checked.
 */
export function startDrag(grip: HTMLElement, target: HTMLElement) {
  const dataTransfer = dataTransferStub();
  fireEvent.dragStart(grip, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  return {
    target,
    drop: () => {
      fireEvent.drop(target, { dataTransfer });
      fireEvent.dragEnd(grip, { dataTransfer });
    },
  };
}
