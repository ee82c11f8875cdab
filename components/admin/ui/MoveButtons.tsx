import styles from './admin-ui.module.css';

type Props = { index: number; count: number; labelUp: string; labelDown: string; onMove: (to: number) => void; disabled?: boolean };

/** Up/down buttons: the keyboard's way to do what dragging does. */
export function MoveButtons({ index, count, labelUp, labelDown, onMove, disabled }: Props) {
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <span className={styles.move} onClick={stop}>
      <button type="button" className={styles.iconButton} aria-label={labelUp} title={labelUp} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
        ▲
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={labelDown}
        title={labelDown}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ▼
      </button>
    </span>
  );
}
