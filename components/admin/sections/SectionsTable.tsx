'use client';

import { useToast } from '@/components/ui/Toasts';
import { ADMIN_NOTICES, ADMIN_SECTIONS_TEXT } from '@/lib/i18n/ar';
import type { AdminSection } from '@/lib/menus/admin-menu';
import { copyText } from '@/lib/ui/copy-text';
import { AdminTable } from '../ui/AdminTable';
import { MoveButtons } from '../ui/MoveButtons';
import { useDragReorder } from '../ui/use-drag-reorder';
import { useMenuEdit } from '../use-menu-edit';
import ui from '../ui/admin-ui.module.css';

type Props = { sections: AdminSection[]; selectedId: string | null; onSelect: (id: string) => void };

/**
 * The sections table (spec §2): name, item count, main/ordinary. A click (or Enter) copies the section's id with
 * 'تم نسخ آيدي المصنف' and selects it for the edit form. Rows reorder by drag and drop or with the arrow buttons.
 */
export function SectionsTable({ sections, selectedId, onSelect }: Props) {
  const toast = useToast();
  const run = useMenuEdit();
  const move = (from: number, to: number) => run('osection', { sectionId: sections[from]._id }, { to });
  const { handlers } = useDragReorder(move);

  const choose = async (section: AdminSection) => {
    onSelect(section._id);
    if (await copyText(section._id)) toast.success(ADMIN_NOTICES.sectionIdCopied);
    else toast.error(ADMIN_SECTIONS_TEXT.copyFailed);
  };

  if (sections.length === 0) return <p className={ui.muted}>{ADMIN_SECTIONS_TEXT.empty}</p>;
  return (
    <>
      <p className={ui.hint}>
        {ADMIN_SECTIONS_TEXT.selectHint} {ADMIN_SECTIONS_TEXT.dragHint}
      </p>
      <AdminTable testId="sections-table" headers={[ADMIN_SECTIONS_TEXT.name, ADMIN_SECTIONS_TEXT.itemCount, ADMIN_SECTIONS_TEXT.type, ADMIN_SECTIONS_TEXT.order]}>
        {sections.map((section, index) => (
          <tr
            key={section._id}
            {...handlers(index)}
            className={`${ui.clickable} ${section._id === selectedId ? ui.selected : ''}`}
            tabIndex={0}
            aria-selected={section._id === selectedId}
            data-section-id={section._id}
            onClick={() => choose(section)}
            onKeyDown={(e) => {
              if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                void choose(section);
              }
            }}
          >
            <td>{section.title}</td>
            <td>{section.items.length}</td>
            <td>
              <span className={`${ui.tag} ${section.prime ? ui.tagMain : ''}`}>{section.prime ? ADMIN_SECTIONS_TEXT.prime : ADMIN_SECTIONS_TEXT.ordinary}</span>
            </td>
            <td>
              <MoveButtons
                index={index}
                count={sections.length}
                labelUp={ADMIN_SECTIONS_TEXT.moveUp(section.title)}
                labelDown={ADMIN_SECTIONS_TEXT.moveDown(section.title)}
                onMove={(to) => move(index, to)}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
