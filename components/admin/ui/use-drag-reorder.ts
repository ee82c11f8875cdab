'use client';

import { useState } from 'react';

/**
 * Drag and drop for reordering a list with HTML5 drag events: spread `handlers(index)` on each row; `onDrop(from, to)`
 * gets the dragged row's index and the one it was dropped on. `over` is the row being hovered (for styling).
 */
export function useDragReorder(onDrop: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const handlers = (index: number) => ({
    draggable: true,
    onDragStart: (e: React.DragEvent) => {
      setDragged(index);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (e: React.DragEvent) => {
      e.preventDefault();
      setOver(index);
    },
    onDragLeave: () => setOver((o) => (o === index ? null : o)),
    onDrop: (e: React.DragEvent) => {
      e.preventDefault();
      const from = dragged ?? Number(e.dataTransfer.getData('text/plain'));
      setDragged(null);
      setOver(null);
      if (Number.isInteger(from) && from !== index) onDrop(from, index);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
    'data-drag-over': over === index || undefined,
  });
  return { handlers, dragging: dragged !== null };
}
