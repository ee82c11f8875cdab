'use client';

import { useState } from 'react';
import { ADMIN_SECTIONS_TEXT } from '@/lib/i18n/ar';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { useAdmin } from '../AdminContext';
import { Panel } from '../ui/Panel';
import { ScreenHeader } from '../ui/ScreenHeader';
import { SectionForm } from './SectionForm';
import { SectionsTable } from './SectionsTable';
import { MenuSheetPanel } from '../sheet/MenuSheetPanel';
import { revealPanel } from '../ui/reveal';
import ui from '../ui/admin-ui.module.css';

const EDIT_PANEL_ID = 'section-edit-panel';

/** Sections (spec §2): the table, and beside it the create form and the edit/delete form of the selected section. */
export function SectionsScreen() {
  const { menu } = useAdmin();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = menu.sections.find((s) => s._id === selectedId) ?? null;
  const select = (id: string) => {
    setSelectedId(id);
    revealPanel(EDIT_PANEL_ID);
  };
  return (
    <div id={adminScreenId('sections')} className={ui.screen}>
      <ScreenHeader title={ADMIN_SECTIONS_TEXT.title} />
      <div className={ui.split}>
        <Panel title={ADMIN_SECTIONS_TEXT.title}>
          <SectionsTable sections={menu.sections} selectedId={selectedId} onSelect={select} />
        </Panel>
        <div className={ui.stack}>
          <Panel title={ADMIN_SECTIONS_TEXT.createTitle}>
            <SectionForm />
          </Panel>
          <Panel title={ADMIN_SECTIONS_TEXT.editTitle} id={EDIT_PANEL_ID}>
            {selected ? (
              <SectionForm key={`${selected._id}:${selected.title}:${selected.prime}`} section={selected} onDeleted={() => setSelectedId(null)} />
            ) : (
              <p className={ui.muted}>{ADMIN_SECTIONS_TEXT.selectHint}</p>
            )}
          </Panel>
        </div>
      </div>
      <MenuSheetPanel />
    </div>
  );
}
