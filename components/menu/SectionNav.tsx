'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sectionAnchor } from './section-anchor';
import styles from './SectionNav.module.css';
import { useDinerTexts } from './diner-lang';

/**
 * Section links that stick to the top on scroll and highlight the section in view (IntersectionObserver). `action`
 * (the 'go to cart' link) sits at the bar's end: in the bar, it never floats over a card's price or button.
 */
export function SectionNav({ sections, action }: { sections: { id: string; title: string }[]; action?: ReactNode }) {
  const T = useDinerTexts();
  const [active, setActive] = useState(sections[0]?.id ?? '');
  const [stuck, setStuck] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([e]) => {
      const isStuck = !e.isIntersecting && e.boundingClientRect.top < 0;
      setStuck(isStuck);
      if (!isStuck && sections[0]) setActive(sections[0].id); // back at the top: the first section
    });
    io.observe(el);
    return () => io.disconnect();
  }, [sections]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = sections.map((s) => document.getElementById(sectionAnchor(s.id))).filter((x): x is HTMLElement => !!x);
    // A section is "in view" when it crosses a thin line a third of the way down the screen.
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) setActive(e.target.getAttribute('data-section-id') ?? '');
      },
      { rootMargin: '-33% 0px -66% 0px' },
    );
    targets.forEach((t) => io.observe(t));
    return () => io.disconnect();
  }, [sections]);

  useEffect(() => {
    const ul = list.current;
    const link = ul?.querySelector<HTMLElement>(`[data-nav-id="${CSS.escape(active)}"]`);
    if (!ul || !link) return;
    const a = ul.getBoundingClientRect();
    const b = link.getBoundingClientRect();
    const delta = b.left + b.width / 2 - (a.left + a.width / 2);
    if (Math.abs(delta) > 4) ul.scrollBy({ left: delta, behavior: 'smooth' });
  }, [active]);

  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      <nav className={`${styles.nav} ${stuck ? styles.stuck : ''}`} aria-label={T.menu.sections} data-testid="section-nav" data-stuck={stuck}>
        <ul ref={list} className={styles.list}>
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${sectionAnchor(s.id)}`}
                className={styles.link}
                aria-current={s.id === active ? 'true' : undefined}
                data-nav-id={s.id}
                onClick={() => setActive(s.id)}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
        {action && <div className={styles.action}>{action}</div>}
      </nav>
    </>
  );
}
